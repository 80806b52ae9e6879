import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { QuizQuestion } from '../api/get-quiz-details';
import type { ReportStudent } from '../api/live-report-types';
import {
  optionWords,
  outOfWords,
  readingLabel,
  readingWords,
  secondsWords,
  shareRightWords,
} from '../utils/report-words';
import { FigureLine } from './figure-line';
import { ReportArticle } from './report-article';
import { StudentNames } from './student-names';

/**
 * One question's figures: share right, answered, median time, discrimination read in plain words,
 * and each wrong option with who chose it. On the projector, choosers are counted, not named.
 */
export function QuestionCard({
  question,
  number,
  handedIn,
  students,
  nameOf,
  projector,
}: {
  question: QuizQuestion;
  /** The question's number in the quiz, as students see it. */
  number: number;
  /** Students who handed the quiz in: the discrimination is worked out over them. */
  handedIn: number;
  /** The report's students in its order: who chose a wrong option is sent as positions in it. */
  students: readonly ReportStudent[];
  nameOf: (student: ReportStudent) => string;
  projector: boolean;
}) {
  const { discrimination } = question;
  return (
    <ReportArticle labelledBy={`question-${question.activity_detail_id}`} testId="question-figures">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5" id={`question-${question.activity_detail_id}`}>
          Question {number}
        </Title>
        {discrimination.reading === 'misleading' ? (
          <Badge color="red.9" variant="filled">
            Check the question
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {question.question}
      </Text>
      <FigureLine label="Share right">
        {shareRightWords(question.share_right, question.right, question.out_of)}
      </FigureLine>
      <FigureLine label="Answered">{outOfWords(question.answered, question.out_of)}</FigureLine>
      <FigureLine label="Median time">
        {question.timed > 0
          ? `${secondsWords(question.median_seconds)}, over ${question.timed} timed ${question.timed === 1 ? 'answer' : 'answers'}`
          : secondsWords(null)}
      </FigureLine>
      <FigureLine label="Tells stronger and weaker apart">
        {readingLabel(discrimination.reading, discrimination.index)}
        {discrimination.reading === 'too-few' ? '' : `, over ${handedIn} handed in`}
      </FigureLine>
      <Text size="sm" c="dimmed">
        {readingWords(discrimination.reading)}
      </Text>
      <WrongOptions question={question} students={students} nameOf={nameOf} projector={projector} />
    </ReportArticle>
  );
}

function WrongOptions({
  question,
  students,
  nameOf,
  projector,
}: {
  question: QuizQuestion;
  students: readonly ReportStudent[];
  nameOf: (student: ReportStudent) => string;
  projector: boolean;
}) {
  if (question.wrong_options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No wrong option chosen yet.
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        Wrong options chosen
      </Text>
      <List size="sm" spacing={4}>
        {question.wrong_options.map((option) => (
          <List.Item key={option.option_id}>
            <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
              “{optionWords(option)}”: {outOfWords(option.chosen_by.length, question.out_of)}
            </Text>
            {projector ? null : (
              <StudentNames
                students={option.chosen_by.flatMap((at) => students[at] ?? [])}
                nameOf={nameOf}
              />
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
