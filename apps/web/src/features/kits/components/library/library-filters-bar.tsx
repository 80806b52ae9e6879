import { kits } from '@kitlab/contract';
import { Select } from '@mantine/core';
import type { LibraryChoices } from '../../api/get-library';
import { type LibraryFilters, myLibraryFilters } from '../../utils/library-filters';
import { FilterGrid } from '../filters/filter-grid';
import { ListFilterFields } from '../filters/list-filter-fields';

/** My Library's search, grade, subjects and status filters. */
export function LibraryFiltersBar({
  filters,
  choices,
  filtered,
  onChange,
}: {
  filters: LibraryFilters;
  choices: LibraryChoices | undefined;
  filtered: boolean;
  onChange: (change: Partial<LibraryFilters>) => void;
}) {
  const statuses = choices?.statuses ?? [];
  return (
    <FilterGrid
      label="Filter kits"
      filtered={filtered}
      onClear={() => onChange({ ...myLibraryFilters.empty })}
    >
      <ListFilterFields
        filters={filters}
        choices={choices}
        searchPlaceholder="Kit, topic or description"
        onChange={onChange}
      />
      <Select
        label="Status"
        placeholder="Any status"
        data={statuses}
        value={filters.status}
        onChange={(value) => onChange({ status: kits.kitStatus.safeParse(value).data ?? null })}
        clearable
        disabled={statuses.length === 0}
      />
    </FilterGrid>
  );
}
