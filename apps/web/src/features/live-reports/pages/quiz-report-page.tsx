import { countOf } from '@kitlab/domain';
import { Card, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { useClassWorkInvalidation } from '../../live';
import { type QuizDetails, useQuizDetails } from '../api/get-quiz-details';
import { liveReportKeys } from '../api/keys';
import { AnswerGrid } from '../components/answer-grid';
import { QuestionCard } from '../components/question-card';
import { ReportActions } from '../components/report-actions';
import { ReportNotFound } from '../components/report-not-found';
import { type ReportIds, ReportRoute } from '../components/report-route';
import { ShareRightChart } from '../components/share-right-chart';
import { SubmissionsLink } from '../components/submissions-link';
import { useProjectorMode } from '../hooks/use-projector-mode';
import { useStudentNames } from '../hooks/use-student-names';
import { questionNumbers } from '../utils/report-order';
import { outOfWords } from '../utils/report-words';

/** A quiz's live report in one class: questions most missed first, and every student's answers. */
export function QuizReportPage() {
  return <ReportRoute report={QuizReport} />;
}

function QuizReport({ classId, activityId }: ReportIds) {
  const query = useQuizDetails(classId, activityId);
  useClassWorkInvalidation([classId], liveReportKeys.quiz(classId, activityId));
  const [projector, setProjector] = useProjectorMode();
  return (
    <QueryView
      query={query}
      loading="Loading the quiz's report…"
      failed="We could not load the quiz's report"
      notFound={<ReportNotFound />}
    >
      {(details) => (
        <>
          <PageHeader
            title={`${details.activity_title} · ${details.class_name}`}
            description={`Quiz · handed in: ${outOfWords(details.handed_in, details.out_of)} · ${countOf(details.questions.length, 'question')}`}
            actions={<ReportActions projector={projector} onProjector={setProjector} />}
          />
          <QuizBody details={details} projector={projector} />
        </>
      )}
    </QueryView>
  );
}

function QuizBody({ details, projector }: { details: QuizDetails; projector: boolean }) {
  const students = details.students.map((row) => row.student);
  const names = useStudentNames(details.class_id, students, projector);
  if (details.out_of === 0) {
    return (
      <EmptyState
        title={`No students in ${details.class_name} yet`}
        description="Figures appear once the school places students in the class and they answer."
      />
    );
  }
  if (details.questions.length === 0) {
    return <EmptyState title="This quiz has no questions" />;
  }
  const opened = details.students.some((row) => row.status !== 'not_started');
  const numbers = questionNumbers(details.question_order);
  return (
    <Stack gap="lg">
      {opened ? null : (
        <EmptyState
          title="Nobody has opened this quiz yet"
          description="Answers appear here as students work, without reloading the page."
        />
      )}
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="answers">
        <Title order={2} size="h4" id="answers" mb={4}>
          Answers as they come in
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          ✓ right · ✗ wrong · – not answered yet. Updates while students answer.
        </Text>
        <AnswerGrid details={details} names={names} projector={projector} />
      </Card>
      {opened ? (
        <>
          <ShareRightChart questions={details.questions} numbers={numbers} outOf={details.out_of} />
          <Stack gap="sm" component="section" aria-labelledby="by-question">
            <Title order={2} size="h4" id="by-question">
              Question by question, most missed first
            </Title>
            {details.questions.map((question) => (
              <QuestionCard
                key={question.activity_detail_id}
                question={question}
                number={numbers.get(question.activity_detail_id) ?? 0}
                handedIn={details.handed_in}
                students={students}
                nameOf={names.nameOf}
                projector={projector}
              />
            ))}
          </Stack>
        </>
      ) : null}
      {projector ? null : (
        <SubmissionsLink report={details}>
          Open the submissions of {details.class_name}
        </SubmissionsLink>
      )}
    </Stack>
  );
}
