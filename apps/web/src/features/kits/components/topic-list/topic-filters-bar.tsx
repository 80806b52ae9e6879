import { Select } from '@mantine/core';
import type { TopicChoices } from '../../api/get-topic-filters';
import { type TopicFilters, topicFilters } from '../../utils/topic-filters';
import { FilterGrid } from '../filters/filter-grid';
import { ListFilterFields } from '../filters/list-filter-fields';

/** The topic list's search, grade, subjects and kit filters. */
export function TopicFiltersBar({
  filters,
  choices,
  filtered,
  onChange,
}: {
  filters: TopicFilters;
  choices: TopicChoices | undefined;
  filtered: boolean;
  onChange: (change: Partial<TopicFilters>) => void;
}) {
  const kitOptions = (choices?.kits ?? []).map((kit) => ({
    value: String(kit.kit_id),
    label: kit.title,
  }));
  return (
    <FilterGrid
      label="Filter topics"
      filtered={filtered}
      onClear={() => onChange({ ...topicFilters.empty })}
    >
      <ListFilterFields
        filters={filters}
        choices={choices}
        searchPlaceholder="Topic or kit"
        onChange={onChange}
      />
      <Select
        label="Kit"
        placeholder="All kits"
        data={kitOptions}
        value={filters.kitId === null ? null : String(filters.kitId)}
        onChange={(value) => onChange({ kitId: value ? Number(value) : null })}
        clearable
        searchable
        disabled={kitOptions.length === 0}
      />
    </FilterGrid>
  );
}
