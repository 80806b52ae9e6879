import { assignments } from '@kitlab/contract';
import { Textarea } from '@mantine/core';

/** Optional instructions with a running count against the contract's limit. */
export function InstructionsField({
  value,
  error,
  onChange,
  label = 'Instructions (optional)',
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <Textarea
      label={label}
      placeholder="What students should do, bring or look out for"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      description={`${value.length} of ${assignments.INSTRUCTIONS_MAX} characters`}
      maxLength={assignments.INSTRUCTIONS_MAX}
      autosize
      minRows={3}
      maxRows={8}
    />
  );
}
