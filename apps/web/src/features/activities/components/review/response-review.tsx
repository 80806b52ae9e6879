import { activities } from '@kitlab/contract';
import { Alert, Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import type { ResponseSheet } from '../../api/get-response';
import { useMarkingForm } from '../../hooks/use-marking-form';
import { markedItems } from '../../utils/marked-items';
import { AnswersReview } from '../result/answers-review';
import { EarlierVersions } from './earlier-versions';
import { ItemMarkFields } from './item-mark-fields';
import { OverrideMarkForm } from './override-mark-form';
import { ReturnForRedo } from './return-for-redo';

/**
 * A student's attempt as their teacher reads it, with a place to mark each question or step of
 * handed-in quests and worksheets and to leave a comment on the whole.
 */
export function ResponseReview({
  sheet,
  activityId,
}: {
  sheet: ResponseSheet;
  activityId: number;
}) {
  const { attempt } = sheet;
  const items = markedItems(sheet.questions, sheet.steps, attempt.answers);
  const form = useMarkingForm(sheet, items, activityId);
  const canMark = attempt.status === 'S' && attempt.activity_type !== 'quiz';
  const studentName = sheet.student.first_name;
  const work = { activityId, answerHeaderId: attempt.answer_header_id, studentName };
  const withStudent = attempt.returns.some((r) => r.handed_in_again_at === null);
  return (
    <Stack gap="lg">
      {withStudent && attempt.status === 'DR' ? (
        <Alert color="blue" variant="light" title={`Back with ${studentName} for redo`}>
          You will see the work here again when {studentName} hands it in.
        </Alert>
      ) : null}
      <EarlierVersions attempt={attempt} item={null} />
      <AnswersReview
        attempt={attempt}
        questions={sheet.questions}
        steps={sheet.steps}
        whose="Their"
        marking={(item) => (
          <>
            <EarlierVersions attempt={attempt} item={item} />
            {canMark ? (
              <>
                <ItemMarkFields
                  item={item}
                  value={form.draft[item.id] ?? { marks: '', comment: '' }}
                  error={form.errors[item.id]}
                  onChange={(next) => form.change(item.id, next)}
                />
                <ReturnForRedo
                  {...work}
                  item={item}
                  beforeReturn={() => form.saveAllBut(item.id)}
                />
              </>
            ) : null}
          </>
        )}
        quizMarking={
          attempt.status === 'S'
            ? (question) => <OverrideMarkForm {...work} question={question} />
            : undefined
        }
      />
      {canMark ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="overall-comment">
          <Stack gap="sm">
            <Title order={2} size="h4" id="overall-comment">
              Your comment on the whole
            </Title>
            <Textarea
              aria-labelledby="overall-comment"
              autosize
              minRows={2}
              maxLength={activities.COMMENT_MAX}
              value={form.comment}
              onChange={(event) => form.setComment(event.currentTarget.value)}
            />
            {form.error ? (
              <Alert color="red" variant="light" role="alert" title="We could not save the marks">
                {form.error}
              </Alert>
            ) : null}
            <Group gap="sm" wrap="wrap">
              <Button onClick={form.save} loading={form.saving} w="fit-content">
                Save marks
              </Button>
              <ReturnForRedo {...work} item={null} />
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
