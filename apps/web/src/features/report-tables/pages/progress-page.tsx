import { countOf } from '@kitlab/domain';
import { Anchor, Group, Stack } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { ClassNotFound } from '../../../components/ui/class-not-found';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { fullName } from '../../../lib/full-name';
import { idParam } from '../../../lib/id-param';
import { useLearningProgress } from '../api/get-learning-progress';
import { type TopicDetails, useTopicDetails } from '../api/get-topic-details';
import { ReportCard } from '../components/report-card';
import classes from '../components/report-tables.module.css';
import { StudentNotInClass } from '../components/student-not-in-class';
import { StudentPicker } from '../components/student-picker';
import { TopicProgressChart } from '../components/topic-progress-chart';
import { TopicSummaries } from '../components/topic-summaries';
import { WeeklyProgressCharts } from '../components/weekly-progress-charts';
import { useClassWorkRefresh } from '../hooks/use-class-work-refresh';
import { tablePath } from '../paths';
import { hasWeeklyWork } from '../utils/progress-chart-data';

/** A class's progress by topic and week by week; `?student=` narrows it to one student. */
export function ProgressPage() {
  const classId = idParam(useParams().classId);
  const [params] = useSearchParams();
  const studentParam = params.get('student');
  const studentId = idParam(studentParam);
  if (classId === null) return <ClassNotFound />;
  if (studentParam !== null && studentId === null) return <StudentNotInClass classId={classId} />;
  return <ClassProgress classId={classId} studentId={studentId} />;
}

function ClassProgress({ classId, studentId }: { classId: number; studentId: number | null }) {
  const query = useTopicDetails(classId, studentId);
  useClassWorkRefresh(classId);
  return (
    <QueryView
      query={query}
      loading="Loading the progress…"
      failed="We could not load the progress"
      notFound={studentId ? <StudentNotInClass classId={classId} /> : <ClassNotFound />}
    >
      {(details) => (
        <Stack gap="lg">
          <PageHeader
            title={`Progress · ${details.student ? fullName(details.student) : details.class_name}`}
            description={
              details.student
                ? `${details.class_name} · one student`
                : countOf(details.students, 'student')
            }
            actions={
              <Group gap="sm" className={classes.noPrint}>
                <Anchor component={Link} to={tablePath({ classId })} size="sm">
                  Answers table
                </Anchor>
              </Group>
            }
          />
          <StudentPicker classId={classId} studentId={studentId} />
          <ProgressBody details={details} />
        </Stack>
      )}
    </QueryView>
  );
}

function ProgressBody({ details }: { details: TopicDetails }) {
  if (details.students === 0) {
    return (
      <EmptyState
        title={`No students in ${details.class_name} yet`}
        description="Progress shows here once the school places students in the class."
      />
    );
  }
  if (details.topics.length === 0) {
    return (
      <EmptyState
        title={`Nothing assigned to ${details.class_name} yet`}
        description="Each topic of the work you assign to the class shows its progress here."
      />
    );
  }
  const whom = details.student ? fullName(details.student) : countOf(details.students, 'student');
  return (
    <Stack gap="lg" className={classes.printTables}>
      <ReportCard
        title="By topic"
        description={`How far ${whom} ${details.student ? 'has' : 'have'} got with each topic's assigned activities.`}
      >
        <TopicProgressChart details={details} />
        <TopicSummaries details={details} />
      </ReportCard>
      <WeeklyProgress classId={details.class_id} studentId={details.student?.student_id ?? null} />
    </Stack>
  );
}

function WeeklyProgress({ classId, studentId }: { classId: number; studentId: number | null }) {
  const query = useLearningProgress(classId, studentId);
  return (
    <ReportCard
      title="Week by week"
      description="School weeks, Monday to Sunday, this school year."
    >
      <QueryView query={query} loading="Loading the weeks…" failed="We could not load the weeks">
        {(progress) =>
          hasWeeklyWork(progress) ? (
            <WeeklyProgressCharts progress={progress} />
          ) : (
            <EmptyState
              title="No work handed in or answered yet this school year"
              description="Each week's hand-ins and scores show here as students work."
            />
          )
        }
      </QueryView>
    </ReportCard>
  );
}
