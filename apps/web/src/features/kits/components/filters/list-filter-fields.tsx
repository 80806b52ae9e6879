import { kits } from '@kitlab/contract';
import { MultiSelect, Select } from '@mantine/core';
import { SearchField } from '../../../../components/ui/search-field';
import type { ListFilters } from '../../utils/list-body';

export interface FilterChoices {
  grades: readonly { number: number; name: string }[];
  subjects: readonly { id: number; name: string }[];
}

/** Search, grade and subjects: the filters My Library and the topic list share. */
export function ListFilterFields({
  filters,
  choices,
  searchPlaceholder,
  onChange,
}: {
  filters: ListFilters;
  choices: FilterChoices | undefined;
  searchPlaceholder: string;
  onChange: (change: Partial<ListFilters>) => void;
}) {
  const grades = (choices?.grades ?? []).map((g) => ({ value: String(g.number), label: g.name }));
  const subjects = (choices?.subjects ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <>
      <SearchField
        label="Search"
        placeholder={searchPlaceholder}
        maxLength={kits.KIT_SEARCH_MAX}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <Select
        label="Grade"
        placeholder="All grades"
        data={grades}
        value={filters.grade === null ? null : String(filters.grade)}
        onChange={(value) => onChange({ grade: value ? Number(value) : null })}
        clearable
        disabled={grades.length === 0}
      />
      <MultiSelect
        label="Subjects"
        placeholder={filters.subjects.length === 0 ? 'All subjects' : undefined}
        data={subjects}
        value={filters.subjects.map(String)}
        onChange={(values) => onChange({ subjects: values.map(Number) })}
        clearable
        disabled={subjects.length === 0}
      />
    </>
  );
}
