import { Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Pager } from '../../../../components/ui/pager';
import { QueryView } from '../../../../components/ui/query-view';
import { responsePath } from '../../../../lib/paths/activities';
import { SUBMISSIONS_PER_PAGE, useSubmissions } from '../../api/get-submissions';
import { scoreBands, submissionStats } from '../../utils/submissions';
import { ScoreChart } from './score-chart';
import { SubmissionStats } from './submission-stats';
import { SubmissionsTable } from './submissions-table';

/** One class's work at the activity: the numbers, how the scores spread, and every student. */
export function SubmissionsPanel({
  kitToken,
  activityId,
  classId,
}: {
  kitToken: string;
  activityId: number;
  classId: number;
}) {
  const [page, setPage] = useState(1);
  const submissions = useSubmissions(activityId, classId, page);
  return (
    <QueryView
      query={submissions}
      loading="Loading the class's work…"
      failed="We could not load the class's work"
    >
      {(data) => {
        if (data.count === 0) {
          return <EmptyState title="This class has no students yet" />;
        }
        const marked = data.activity_type !== 'quiz';
        return (
          <Stack gap="md">
            <SubmissionStats stats={submissionStats(data.results)} marked={marked} />
            {data.total_marks > 0 ? <ScoreChart bands={scoreBands(data.results)} /> : null}
            <SubmissionsTable
              rows={data.results}
              linkTo={(answerHeaderId) =>
                responsePath({ kitToken, activityId, classId, answerHeaderId })
              }
            />
            <Pager
              page={page}
              perPage={SUBMISSIONS_PER_PAGE}
              count={data.count}
              label="Student pages"
              onChange={setPage}
            />
          </Stack>
        );
      }}
    </QueryView>
  );
}
