import type { reports } from '@kitlab/contract';
import { Group, NativeSelect } from '@mantine/core';
import type { ReportFilterName, ReportFilters } from '../utils/report-filters';

const ALL = '';

/** Each filter's place in the report's answer, its label and what "no choice" says. */
const FILTERS: readonly {
  name: ReportFilterName;
  answer: keyof reports.AdminReport['filters'];
  label: string;
  all: string;
}[] = [
  { name: 'school_token', answer: 'school', label: 'School', all: 'All schools' },
  { name: 'grade_id', answer: 'grade', label: 'Grade', all: 'All grades' },
  { name: 'class_id', answer: 'class', label: 'Class', all: 'All classes' },
  { name: 'subject_id', answer: 'subject', label: 'Subject', all: 'All subjects' },
  { name: 'teacher_token', answer: 'teacher', label: 'Teacher', all: 'All teachers' },
];

/**
 * School (for a district administrator: hidden when the report offers no schools), grade,
 * class, subject and teacher, as native selects (a phone's own picker). The options are the
 * report's, narrowed by the filters before each; the chosen values are the address's.
 */
export function ReportFiltersBar({
  options,
  filters,
  onChoose,
}: {
  options: reports.AdminReport['filters'];
  filters: ReportFilters;
  onChoose: (name: ReportFilterName, value: string | null) => void;
}) {
  const shown = FILTERS.filter(
    ({ answer }) => answer !== 'school' || options.school.options.length > 0,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="report-filters">
      {shown.map(({ name, answer, label, all }) => (
        <NativeSelect
          key={name}
          label={label}
          data={[{ value: ALL, label: all }, ...options[answer].options]}
          value={filters[name] ?? ALL}
          onChange={(event) => onChoose(name, event.currentTarget.value || null)}
          // Classes and teachers are offered once a school is chosen.
          disabled={options[answer].options.length === 0 && filters[name] === null}
          w={{ base: '100%', xs: 190 }}
        />
      ))}
    </Group>
  );
}
