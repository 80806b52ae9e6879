import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageButtons } from '../../../../components/ui/page-buttons';
import { QueryView } from '../../../../components/ui/query-view';
import { SectionCard } from '../../../../components/ui/section-card';
import {
  type AssignmentGroup,
  GROUPS_PER_PAGE,
  useRecentGroups,
} from '../../api/get-recent-groups';
import { formatDate, toDateString } from '../../utils/dates';
import { CompletionBar } from '../shared/completion-bar';
import { KitCover } from '../shared/kit-cover';
import { ClassAssignmentRow } from './class-assignment-row';

/** The teacher's open assignments, grouped by kit or activity, newest first. */
export function RecentAssignmentsCard() {
  const [page, setPage] = useState(1);
  const groups = useRecentGroups(page);
  return (
    <SectionCard
      title="Recent assignments"
      aside={groups.data ? `${groups.data.count} open` : undefined}
    >
      <QueryView
        query={groups}
        loading="Loading your assignments…"
        failed="We could not load your assignments"
      >
        {(data) =>
          data.count === 0 ? (
            <EmptyState
              title="No open assignments"
              description="Assign a kit or an activity from your library; it appears here."
            />
          ) : (
            <Stack gap="md" data-testid="recent-assignments">
              {data.results.map((group) => (
                <GroupCard key={`${group.kit_id}-${group.activity_id ?? 'kit'}`} group={group} />
              ))}
              <PageButtons
                label="Recent assignment pages"
                page={page}
                count={data.count}
                perPage={GROUPS_PER_PAGE}
                onChange={setPage}
              />
            </Stack>
          )
        }
      </QueryView>
    </SectionCard>
  );
}

function GroupCard({ group }: { group: AssignmentGroup }) {
  const title = group.activity_title ?? group.kit_title;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={title}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {group.assignments[0] ? (
          <KitCover file={group.assignments[0].cover.file} size={48} />
        ) : null}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Title order={3} size="h5">
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {group.activity_title ? `${group.kit_title} · ` : 'Whole kit · '}
            assigned {formatDate(toDateString(new Date(group.last_assigned_at)))}
          </Text>
          <CompletionBar
            completed={group.progress.completed}
            total={group.progress.total}
            label="students completed, all classes"
          />
        </Stack>
      </Group>
      <Stack gap="sm" mt="sm">
        {group.assignments.map((item) => (
          <div key={item.assignment_id}>
            <Divider mb="sm" />
            <ClassAssignmentRow item={item} />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
