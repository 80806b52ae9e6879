import type { activities } from '@kitlab/contract';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { marksText } from '../../utils/format';
import type { MarkedItem } from '../../utils/marked-items';
import { verdictOf } from '../../utils/review';
import { ReviewItem } from './review-item';
import { TeacherComment } from './teacher-comment';
import { WrittenAnswer } from './written-answer';

/** "2 of 3 marks", or "Checked" for a step worth no marks; nothing until marked. */
function markedText(obtained: number | null, marks: number): string | undefined {
  if (obtained === null) return undefined;
  return marks > 0 ? marksText(obtained, marks) : 'Checked';
}

/**
 * Worksheet questions or quest steps as handed in: what was written or uploaded, the marks and
 * comment once given, and (for a teacher) a place to mark each one.
 */
export function MarkedReview({
  items,
  answers,
  showGuide,
  emptyText,
  marking,
}: {
  items: readonly MarkedItem[];
  answers: readonly activities.ReviewedAnswer[];
  showGuide: boolean;
  emptyText?: string;
  marking?: (item: MarkedItem) => ReactNode;
}) {
  return (
    <Stack gap="md" data-testid="marked-review">
      {items.map((item) => {
        const answer = answers.find((a) => a.activity_detail_id === item.id);
        const obtained = answer?.marks_obtained ?? null;
        return (
          <ReviewItem
            key={item.id}
            id={item.id}
            label={item.label}
            heading={item.heading}
            picture={item.picture ?? undefined}
            verdict={verdictOf(answer, 'marked')}
            marks={markedText(obtained, item.marks)}
          >
            <WrittenAnswer
              answer={answer}
              itemLabel={item.label.toLowerCase()}
              emptyText={emptyText}
            />
            {showGuide && item.guide ? (
              <Text size="sm" c="dimmed">
                <strong>Model answer: </strong>
                {item.guide}
              </Text>
            ) : null}
            {marking ? marking(item) : <TeacherComment comment={answer?.comment ?? null} />}
          </ReviewItem>
        );
      })}
    </Stack>
  );
}
