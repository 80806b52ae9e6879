import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageButtons } from '../../../../components/ui/page-buttons';
import { QueryView } from '../../../../components/ui/query-view';
import { SectionCard } from '../../../../components/ui/section-card';
import { STUDENT_PER_PAGE, useStudentAssignments } from '../../api/get-student-assignments';
import { type StudentTab, searchWithTab, tabFromSearch, tabName } from '../../utils/student-tab';
import { StudentAssignmentCard } from './student-assignment-card';

const EMPTY: Record<StudentTab, { title: string; description: string }> = {
  1: { title: 'Nothing to do', description: 'Work your teachers assign appears here.' },
  2: { title: 'Nothing completed yet', description: 'Work you finish moves here.' },
};

/** The student's Assigned and Completed tabs (spec section 3: tabValue, default 1). */
export function StudentAssignments() {
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search);
  return (
    <SectionCard title="Your assignments">
      <Tabs
        value={tabName(tab)}
        onChange={(value) =>
          setSearch(searchWithTab(search, value === 'completed' ? 2 : 1), { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="assigned">Assigned</Tabs.Tab>
          <Tabs.Tab value="completed">Completed</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="assigned" pt="md">
          <AssignmentList tab={1} />
        </Tabs.Panel>
        <Tabs.Panel value="completed" pt="md">
          <AssignmentList tab={2} />
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}

function AssignmentList({ tab }: { tab: StudentTab }) {
  const [page, setPage] = useState(1);
  const list = useStudentAssignments(tab, page);
  return (
    <QueryView
      query={list}
      loading="Loading your assignments…"
      failed="We could not load your assignments"
    >
      {(data) =>
        data.count === 0 ? (
          <EmptyState {...EMPTY[tab]} />
        ) : (
          <Stack gap="sm" data-testid={`student-assignments-${tabName(tab)}`}>
            {data.results.map((item) => (
              <StudentAssignmentCard key={item.assignment_id} item={item} />
            ))}
            <PageButtons
              label={`${tabName(tab)} assignment pages`}
              page={page}
              count={data.count}
              perPage={STUDENT_PER_PAGE}
              onChange={setPage}
            />
          </Stack>
        )
      }
    </QueryView>
  );
}
