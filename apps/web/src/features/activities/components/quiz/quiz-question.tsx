import { Text, Title } from '@mantine/core';
import type { QuizQuestion as Question } from '../../api/get-attempt-sheet';
import type { AnswerValue } from '../../utils/answer-state';
import type { StoreEntry } from '../../utils/answer-store';
import { Picture } from '../files/picture';
import { ItemCard } from '../player/item-card';
import { ItemSaveNote } from '../player/item-save-note';
import { ChoiceList } from './choice-list';

/** One quiz question: its number, words and picture, marks, options and how its saving goes. */
export function QuizQuestion({
  question,
  number,
  entry,
  onChoose,
}: {
  question: Question;
  number: number;
  entry: StoreEntry<AnswerValue> | undefined;
  onChoose: (optionId: number, checked: boolean) => void;
}) {
  const headingId = `question-${question.id}`;
  const single = question.question_type === 'single';
  return (
    <ItemCard
      headingId={headingId}
      label={`Question ${number}`}
      marks={question.marks}
      testId="quiz-question"
    >
      <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
        {question.question}
      </Title>
      {question.file ? <Picture file={question.file} alt={question.file_alt ?? ''} /> : null}
      <Text size="sm" c="dimmed">
        {single ? 'Choose one answer.' : 'Choose every answer that is right.'}
      </Text>
      <ChoiceList
        question={question}
        chosen={entry?.value.answer ?? []}
        labelledBy={headingId}
        onChoose={onChoose}
      />
      <ItemSaveNote entry={entry} />
    </ItemCard>
  );
}
