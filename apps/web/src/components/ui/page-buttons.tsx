import { Pagination } from '@mantine/core';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Page buttons with spoken names; nothing when everything fits one page. */
export function PageButtons({
  label,
  page,
  count,
  perPage,
  onChange,
}: {
  /** What the pages hold, for the navigation landmark. */
  label: string;
  page: number;
  count: number;
  perPage: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.ceil(count / perPage);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        size="sm"
        siblings={0}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </nav>
  );
}
