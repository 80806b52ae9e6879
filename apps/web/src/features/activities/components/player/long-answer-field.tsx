import { Text, Textarea, type TextareaProps, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ANNOUNCE_WHEN_LEFT, answerLength } from '../../utils/answer-length';
import { TYPING_PAUSE_MS } from '../../utils/answer-store';

type FieldProps = Omit<TextareaProps, 'value' | 'onChange' | 'maxLength' | 'error'>;

/**
 * A box for a written answer that never cuts what the student types: under it, how many
 * characters are left, or how many too many in red, when the answer will not save until it is
 * shorter. Screen readers hear the count only after a pause in typing, and only near the limit.
 */
export function LongAnswerField({
  value,
  onChange,
  ...props
}: FieldProps & { value: string; onChange: (value: string) => void }) {
  const length = answerLength(value);
  const [settledValue] = useDebouncedValue(value, TYPING_PAUSE_MS);
  const settled = answerLength(settledValue);
  const announced = settled.left <= ANNOUNCE_WHEN_LEFT ? settled.note : '';
  return (
    <div>
      <Textarea
        {...props}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={
          length.tooLong
            ? `${length.note}. Shorten your answer so that it can be saved.`
            : undefined
        }
      />
      {length.tooLong ? null : (
        <Text size="xs" c="dimmed" mt={4} data-testid="answer-length">
          {length.note}
        </Text>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announced}
      </VisuallyHidden>
    </div>
  );
}
