import type { assignments } from '@kitlab/contract';
import { Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { QueryView } from '../../../../components/ui/query-view';
import { SectionCard } from '../../../../components/ui/section-card';
import { errorMessage } from '../../../../lib/api-error';
import { useDueCounts } from '../../api/get-due-counts';
import { useDueOn } from '../../api/get-due-on';
import { formatDate, type MonthRef, monthOf, todayLocal } from '../../utils/dates';
import { MonthCalendar } from './month-calendar';

/** A month of due counts; choosing a day lists what is due on it. */
export function DueCalendarCard({
  renderItem,
}: {
  renderItem: (assignment: assignments.Assignment) => ReactNode;
}) {
  const today = todayLocal();
  const [month, setMonth] = useState<MonthRef>(monthOf(today));
  const [selected, setSelected] = useState<string | null>(null);
  const counts = useDueCounts(month);
  const countByDay = new Map(
    (counts.data?.results ?? []).map((day) => [day.due_date, day.count] as const),
  );
  return (
    <SectionCard title="Due dates">
      {counts.isError ? (
        <ErrorState
          title="We could not load the calendar"
          message={errorMessage(counts.error)}
          onRetry={() => void counts.refetch()}
        />
      ) : (
        <div data-testid="due-calendar" aria-busy={counts.isFetching}>
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            counts={countByDay}
            today={today}
            selected={selected}
            onSelect={setSelected}
          />
        </div>
      )}
      {selected ? (
        <DueDayList date={selected} renderItem={renderItem} />
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          Choose a day to see what is due.
        </Text>
      )}
    </SectionCard>
  );
}

function DueDayList({
  date,
  renderItem,
}: {
  date: string;
  renderItem: (assignment: assignments.Assignment) => ReactNode;
}) {
  const day = useDueOn(date);
  return (
    <section aria-live="polite" data-testid="due-day-list">
      <Title order={3} size="h5" mt="md" mb="xs">
        Due {formatDate(date, 'long')}
      </Title>
      <QueryView query={day} loading="Loading the day…" failed="We could not load this day">
        {(data) =>
          data.results.length === 0 ? (
            <EmptyState title="Nothing is due on this day" />
          ) : (
            <Stack gap="sm">
              {data.results.map((item) => (
                <Fragment key={item.assignment_id}>{renderItem(item)}</Fragment>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </section>
  );
}
