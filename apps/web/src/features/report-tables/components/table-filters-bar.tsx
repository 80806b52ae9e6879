import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useReportClasses } from '../api/get-teacher-classes';
import { useTopicDetails } from '../api/get-topic-details';
import { activityOptions } from '../utils/activity-options';
import type { TableFilters } from '../utils/table-filters';
import classes from './report-tables.module.css';

const ANY = '';

/**
 * The table's class, activity and days. Native selects and date fields, which phones show as
 * their own pickers; every change goes to the address, so the view reloads and can be shared.
 */
export function TableFiltersBar({
  filters,
  onChange,
}: {
  filters: TableFilters;
  onChange: (change: Partial<TableFilters>) => void;
}) {
  const taught = useReportClasses();
  const classOptions = [
    { value: ANY, label: taught.isPending ? 'Loading your classes…' : 'Choose a class' },
    ...(taught.data ?? []).map((c) => ({ value: String(c.class_id), label: c.class_name })),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" className={classes.noPrint}>
      <NativeSelect
        label="Class"
        data={classOptions}
        value={filters.classId ? String(filters.classId) : ANY}
        onChange={(event) =>
          onChange({ classId: Number(event.currentTarget.value) || null, activityId: null })
        }
        w={{ base: '100%', xs: 160 }}
      />
      {filters.classId ? (
        <ActivityFilter
          classId={filters.classId}
          activityId={filters.activityId}
          onChange={(activityId) => onChange({ activityId })}
        />
      ) : null}
      <TextInput
        type="date"
        label="From"
        value={filters.from ?? ''}
        max={filters.to ?? undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value || null })}
        w={{ base: '100%', xs: 170 }}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.to ?? ''}
        min={filters.from ?? undefined}
        onChange={(event) => onChange({ to: event.currentTarget.value || null })}
        w={{ base: '100%', xs: 170 }}
      />
      {filters.activityId || filters.from || filters.to ? (
        <Button
          variant="subtle"
          size="sm"
          onClick={() => onChange({ activityId: null, from: null, to: null })}
        >
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}

function ActivityFilter({
  classId,
  activityId,
  onChange,
}: {
  classId: number;
  activityId: number | null;
  onChange: (activityId: number | null) => void;
}) {
  const topics = useTopicDetails(classId, null);
  const options = [
    { value: ANY, label: topics.isPending ? 'Loading activities…' : 'All activities' },
    ...(topics.data ? activityOptions(topics.data) : []).map((a) => ({
      value: String(a.activity_id),
      label: a.title,
    })),
  ];
  return (
    <NativeSelect
      label="Activity"
      data={options}
      value={activityId ? String(activityId) : ANY}
      onChange={(event) => onChange(Number(event.currentTarget.value) || null)}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
