import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReviewedQuestion } from '../../api/get-attempt-sheet';
import { optionMark } from '../../utils/review';
import { OptionContent } from '../quiz/option-content';

type QuizReviewed = Extract<ReviewedQuestion, { answer_options: unknown }>;

const LOOK = {
  'chosen-right': { border: 'teal-7', note: 'answer · right', color: 'teal.9' },
  'chosen-wrong': { border: 'red-7', note: 'answer · wrong', color: 'red.9' },
  missed: { border: 'teal-7', note: 'Right answer', color: 'teal.9' },
  plain: { border: 'gray-3', note: null, color: 'dimmed' },
} as const;

/** A marked quiz question's options: what was chosen, and which were right. */
export function ReviewedOptions({
  question,
  chosen,
  chooserWord = 'Your',
}: {
  question: QuizReviewed;
  chosen: readonly number[];
  /** Whose choice it was: "Your" for the student, "Their" for a teacher reading it. */
  chooserWord?: string;
}) {
  const options = [...question.answer_options].sort((a, b) => a.position - b.position);
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {options.map((option) => {
        const mark = optionMark(option.id, option.correct_ans, chosen);
        const look = LOOK[mark];
        const note = mark.startsWith('chosen') ? `${chooserWord} ${look.note}` : look.note;
        return (
          <Paper
            key={option.id}
            component="li"
            withBorder
            radius="sm"
            p="xs"
            style={{
              borderColor: `var(--mantine-color-${look.border})`,
              borderWidth: note ? 2 : 1,
            }}
            data-testid="reviewed-option"
          >
            <Group wrap="nowrap" justify="space-between" align="flex-start" gap="sm">
              <OptionContent option={option} />
              {note ? (
                <Text size="sm" fw={700} c={look.color} style={{ flexShrink: 0 }}>
                  {note}
                </Text>
              ) : null}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
