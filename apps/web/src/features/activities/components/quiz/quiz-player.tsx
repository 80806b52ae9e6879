import { Stack } from '@mantine/core';
import { LoadingState } from '../../../../components/ui/loading-state';
import { QueryView } from '../../../../components/ui/query-view';
import type { QuizQuestion as Question } from '../../api/get-attempt-sheet';
import { useProgress } from '../../api/get-progress';
import { useQuizPages } from '../../hooks/use-quiz-pages';
import { answeredCount, chooseOption, EMPTY_ANSWER } from '../../utils/answer-state';
import { itemsSummary } from '../../utils/submit-text';
import { DraftFrame } from '../player/draft-frame';
import type { DraftPlayerProps } from '../player/player-context';
import { questionAnswers, useDraftWork } from '../player/use-draft-work';
import { WorkProgress } from '../player/work-progress';
import { QuizQuestion } from './quiz-question';

/**
 * A quiz in progress, one page at a time. Every choice is saved at once, so closing the tab loses
 * nothing and the quiz opens again where it was left.
 */
export function QuizPlayer({ attempt, context }: DraftPlayerProps) {
  const { store, entries, saving, submit } = useDraftWork(
    attempt,
    questionAnswers(attempt, 'quiz'),
  );
  const { sheet, pages, index, questions, goTo } = useQuizPages(attempt);
  // The page shown has only its own questions; numbering and counting need all of them.
  const allQuestions = useProgress(context.activityId).data?.questions;

  const seenIds = questions.map((question) => question.id);
  const allIds = allQuestions?.map((question) => question.activity_detail_id) ?? seenIds;
  const done = answeredCount(allIds, (id) => entries.get(id)?.value);
  const numberOf = (id: number) => allIds.indexOf(id) + 1 || seenIds.indexOf(id) + 1;

  const choose = (question: Question, optionId: number, checked: boolean) => {
    const value = store.current(question.id) ?? EMPTY_ANSWER;
    const listed = question.answer_options.map((option) => option.id);
    const answer = chooseOption(value.answer, optionId, question.question_type, checked, listed);
    store.edit(question.id, { ...value, answer });
  };

  return (
    <DraftFrame
      attempt={attempt}
      context={context}
      saving={saving}
      nav={{ index, count: pages.length, noun: 'page', onGo: goTo }}
      submit={submit}
      submitText={itemsSummary(done, allIds.length, 'question')}
    >
      <Stack gap="md">
        <WorkProgress
          done={done}
          total={allIds.length}
          extra={pages.length > 1 ? `Page ${index + 1} of ${pages.length}` : undefined}
        />
        <QueryView
          query={sheet}
          loading="Loading the questions…"
          failed="We could not load the questions"
        >
          {() =>
            sheet.isPlaceholderData && questions.length === 0 ? (
              <LoadingState label="Loading the next page…" />
            ) : (
              questions.map((question) =>
                'answer_options' in question ? (
                  <QuizQuestion
                    key={question.id}
                    question={question}
                    number={numberOf(question.id)}
                    entry={entries.get(question.id)}
                    onChoose={(optionId, checked) => choose(question, optionId, checked)}
                  />
                ) : null,
              )
            )
          }
        </QueryView>
      </Stack>
    </DraftFrame>
  );
}
