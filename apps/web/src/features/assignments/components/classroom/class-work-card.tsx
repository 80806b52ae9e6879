import type { AssignmentState } from '@kitlab/domain';
import { Divider, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageButtons } from '../../../../components/ui/page-buttons';
import { QueryView } from '../../../../components/ui/query-view';
import { SectionCard } from '../../../../components/ui/section-card';
import { CLASSROOM_PER_PAGE, useClassroomList } from '../../api/get-classroom-list';
import { ClassAssignmentRow } from '../teacher/class-assignment-row';

const STATES: { value: AssignmentState; label: string; empty: string }[] = [
  { value: 'active', label: 'Open', empty: 'No open assignments' },
  { value: 'completed', label: 'Completed', empty: 'No completed assignments' },
  { value: 'cancelled', label: 'Cancelled', empty: 'No cancelled assignments' },
];

/** The class's assignments of one state, soonest due first, each with its follow-up. */
export function ClassWorkCard({ classId }: { classId: number }) {
  const [state, setState] = useState<AssignmentState>('active');
  const [page, setPage] = useState(1);
  const list = useClassroomList(classId, state, page);
  const chosen = STATES.find((option) => option.value === state) ?? STATES[0];
  return (
    <SectionCard title="Assignments" aside={list.data ? `${list.data.count}` : undefined}>
      <SegmentedControl
        fullWidth
        mb="md"
        aria-label="Which assignments"
        data={STATES.map(({ value, label }) => ({ value, label }))}
        value={state}
        onChange={(value) => {
          setState(value as AssignmentState);
          setPage(1);
        }}
      />
      <QueryView
        query={list}
        loading="Loading the assignments…"
        failed="We could not load the assignments"
      >
        {(data) =>
          data.count === 0 ? (
            <EmptyState
              title={chosen?.empty ?? 'No assignments'}
              description="Assign a kit or an activity to this class from your library."
            />
          ) : (
            <Stack gap="sm" data-testid="class-work">
              {data.results.map((item, index) => (
                <div key={item.assignment_id}>
                  {index > 0 ? <Divider mb="sm" /> : null}
                  <ClassAssignmentRow
                    item={item}
                    heading={item.activity ? item.activity.title : item.kit_title}
                  />
                </div>
              ))}
              <PageButtons
                label="Assignment pages"
                page={page}
                count={data.count}
                perPage={CLASSROOM_PER_PAGE}
                onChange={setPage}
              />
            </Stack>
          )
        }
      </QueryView>
    </SectionCard>
  );
}
