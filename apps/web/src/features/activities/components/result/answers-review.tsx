import type { activities } from '@kitlab/contract';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { QuestStep, ReviewedQuestion } from '../../api/get-attempt-sheet';
import { type MarkedItem, markedItems } from '../../utils/marked-items';
import { FileGallery } from '../files/file-gallery';
import { MarkedReview } from './marked-review';
import { type QuizMarkItem, QuizReview } from './quiz-review';

type Reviewed = Pick<activities.ReviewedAttempt, 'activity_type' | 'answers' | 'offline_pages'>;

/**
 * The handed-in answers of any kind of activity: a quiz with its verdicts, or marked work with
 * its pages on paper, written answers, photos, marks and comments.
 */
export function AnswersReview({
  attempt,
  questions,
  steps,
  whose,
  marking,
  quizMarking,
}: {
  attempt: Reviewed;
  questions: readonly ReviewedQuestion[];
  steps: readonly QuestStep[];
  /** "Your" for the student, "Their" for a teacher. */
  whose: 'Your' | 'Their';
  marking?: (item: MarkedItem) => ReactNode;
  quizMarking?: (question: QuizMarkItem) => ReactNode;
}) {
  if (attempt.activity_type === 'quiz') {
    return (
      <QuizReview
        questions={questions}
        answers={attempt.answers}
        chooserWord={whose}
        whose={whose}
        marking={quizMarking}
      />
    );
  }
  const pages = attempt.offline_pages;
  const onPaper = pages.length > 0;
  return (
    <Stack gap="md">
      {onPaper ? (
        <section aria-labelledby="paper-pages">
          <Title order={3} size="h5" id="paper-pages" mb="xs">
            Pages done on paper
          </Title>
          <FileGallery
            files={pages.map((page) => page.file)}
            label={(index) => `Page ${index + 1}`}
          />
        </section>
      ) : null}
      <MarkedReview
        items={markedItems(questions, steps, attempt.answers)}
        answers={attempt.answers}
        showGuide={whose === 'Their' || attempt.activity_type === 'worksheet'}
        emptyText={onPaper ? 'Done on paper: see the pages above.' : undefined}
        marking={marking}
      />
      {attempt.activity_type === 'quest' && steps.length === 0 ? (
        <Text c="dimmed">This quest has no steps.</Text>
      ) : null}
    </Stack>
  );
}
