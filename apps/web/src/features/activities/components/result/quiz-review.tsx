import type { activities } from '@kitlab/contract';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReviewedQuestion } from '../../api/get-attempt-sheet';
import { marksText } from '../../utils/format';
import { verdictOf } from '../../utils/review';
import { OverrideNote } from './override-note';
import { ReviewItem } from './review-item';
import { ReviewedOptions } from './reviewed-options';

/** A quiz question as a teacher changes its mark. */
export interface QuizMarkItem {
  id: number;
  label: string;
  marks: number;
  marksObtained: number;
}

/** Every question of a marked quiz: right or wrong, what was chosen and the right answers. */
export function QuizReview({
  questions,
  answers,
  chooserWord,
  whose = 'Your',
  marking,
}: {
  questions: readonly ReviewedQuestion[];
  answers: readonly activities.ReviewedAnswer[];
  chooserWord?: string;
  whose?: 'Your' | 'Their';
  /** A teacher's place to change the mark of each question. */
  marking?: (question: QuizMarkItem) => ReactNode;
}) {
  const quizQuestions = questions.flatMap((question) =>
    'answer_options' in question ? [question] : [],
  );
  return (
    <Stack gap="md" data-testid="quiz-review">
      {quizQuestions.map((question, index) => {
        const answer = answers.find((a) => a.activity_detail_id === question.id);
        const marksObtained = answer?.marks_obtained ?? 0;
        const label = `Question ${index + 1}`;
        return (
          <ReviewItem
            key={question.id}
            id={question.id}
            label={`${label} · ${marksText(marksObtained, question.marks)}`}
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
            {answer?.override ? (
              <OverrideNote
                override={answer.override}
                marks={question.marks}
                marksObtained={marksObtained}
                whose={whose}
              />
            ) : null}
            {marking?.({ id: question.id, label, marks: question.marks, marksObtained })}
          </ReviewItem>
        );
      })}
    </Stack>
  );
}
