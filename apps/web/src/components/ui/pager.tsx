import { Group, Text } from '@mantine/core';
import { PageButtons } from './page-buttons';

/**
 * "21–40 of 134" and page buttons with spoken names; the buttons only when there are pages.
 * Nothing at all for an empty list, whose empty state already says so.
 */
export function Pager({
  page,
  perPage,
  count,
  label,
  onChange,
}: {
  page: number;
  perPage: number;
  count: number;
  /** What the pages hold, for the navigation landmark: "Users pages". */
  label: string;
  onChange: (page: number) => void;
}) {
  if (count === 0) return null;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(count, page * perPage);
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {`${first}–${last} of ${count}`}
      </Text>
      <PageButtons label={label} page={page} count={count} perPage={perPage} onChange={onChange} />
    </Group>
  );
}
