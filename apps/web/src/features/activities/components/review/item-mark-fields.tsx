import { activities } from '@kitlab/contract';
import { Checkbox, Group, NumberInput, Textarea } from '@mantine/core';
import type { MarkedItem } from '../../utils/marked-items';
import type { ItemMarkDraft } from '../../utils/marking-form';

/** Marks for one item (or a tick for a step worth no marks) and a comment for the student. */
export function ItemMarkFields({
  item,
  value,
  error,
  onChange,
}: {
  item: MarkedItem;
  value: ItemMarkDraft;
  error: string | undefined;
  onChange: (next: Partial<ItemMarkDraft>) => void;
}) {
  const what = item.label.toLowerCase();
  return (
    <Group align="flex-start" gap="sm" data-testid="item-mark-fields" wrap="wrap">
      {item.marks > 0 ? (
        <NumberInput
          label={`Marks for ${what} (out of ${item.marks})`}
          min={0}
          max={item.marks}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={value.marks}
          error={error}
          onChange={(next) => onChange({ marks: typeof next === 'number' ? next : '' })}
          w={{ base: '100%', sm: 220 }}
        />
      ) : (
        <Checkbox
          mt={4}
          label={`Checked: ${what} is done`}
          checked={value.marks === 0}
          error={error}
          onChange={(event) => onChange({ marks: event.currentTarget.checked ? 0 : '' })}
        />
      )}
      <Textarea
        label={`Comment on ${what} (optional)`}
        autosize
        minRows={1}
        maxLength={activities.COMMENT_MAX}
        value={value.comment}
        onChange={(event) => onChange({ comment: event.currentTarget.value })}
        style={{ flex: 1, minWidth: 220 }}
      />
    </Group>
  );
}
