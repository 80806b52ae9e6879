import type { activities } from '@kitlab/contract';
import { Stack, Text } from '@mantine/core';
import type { ReviewedQuestion } from '../../api/get-attempt-sheet';
import { marksText } from '../../utils/format';
import { verdictOf } from '../../utils/review';
import { ReviewItem } from './review-item';
import { ReviewedOptions } from './reviewed-options';

/** Every question of a marked quiz: right or wrong, what was chosen and the right answers. */
export function QuizReview({
  questions,
  answers,
  chooserWord,
}: {
  questions: readonly ReviewedQuestion[];
  answers: readonly activities.ReviewedAnswer[];
  chooserWord?: string;
}) {
  const quizQuestions = questions.flatMap((question) =>
    'answer_options' in question ? [question] : [],
  );
  return (
    <Stack gap="md" data-testid="quiz-review">
      {quizQuestions.map((question, index) => {
        const answer = answers.find((a) => a.activity_detail_id === question.id);
        return (
          <ReviewItem
            key={question.id}
            id={question.id}
            label={`Question ${index + 1} · ${marksText(answer?.marks_obtained ?? 0, question.marks)}`}
            heading={question.question}
            picture={question}
            verdict={verdictOf(answer, 'quiz')}
          >
            <ReviewedOptions
              question={question}
              chosen={answer?.answer ?? []}
              chooserWord={chooserWord}
            />
            {question.explanation ? (
              <Text size="sm">
                <strong>Why: </strong>
                {question.explanation}
              </Text>
            ) : null}
          </ReviewItem>
        );
      })}
    </Stack>
  );
}
