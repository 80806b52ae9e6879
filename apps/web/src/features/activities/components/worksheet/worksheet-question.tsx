import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { WorksheetQuestion as Question } from '../../api/get-attempt-sheet';
import { type AnswerValue, EMPTY_ANSWER, withBlank } from '../../utils/answer-state';
import type { StoreEntry } from '../../utils/answer-store';
import { Picture } from '../files/picture';
import { ItemCard } from '../player/item-card';
import { ItemSaveNote } from '../player/item-save-note';
import { LongAnswerField } from '../player/long-answer-field';
import { FillInBlanks } from './fill-in-blanks';

const HINT: Record<Question['question_type'], string> = {
  short_answer: 'Write a short answer.',
  long_answer: 'Write your answer in full sentences.',
  fill_in: 'Fill in each gap.',
  draw_label: 'Draw and label it on paper, or write the labels here.',
};

/** One worksheet question answered on screen: a box to write in, or a box in each gap. */
export function WorksheetQuestion({
  question,
  number,
  entry,
  onChange,
  note,
  kept = false,
}: {
  question: Question;
  number: number;
  entry: StoreEntry<AnswerValue> | undefined;
  onChange: (value: AnswerValue) => void;
  /** The teacher's note when the question was returned for redo. */
  note?: ReactNode;
  /** Work is back with the student, but not this question: it stays as handed in. */
  kept?: boolean;
}) {
  const headingId = `question-${question.id}`;
  const value = entry?.value ?? EMPTY_ANSWER;
  const fillIn = question.question_type === 'fill_in';
  return (
    <ItemCard
      headingId={headingId}
      label={`Question ${number}`}
      marks={question.marks}
      testId="worksheet-question"
    >
      <Title
        order={2}
        size={fillIn ? 'h5' : 'h4'}
        id={headingId}
        style={{ overflowWrap: 'anywhere' }}
      >
        {fillIn ? HINT.fill_in : question.question}
      </Title>
      {question.file ? (
        <Picture file={question.file} alt={question.file_alt ?? ''} maxHeight={320} />
      ) : null}
      {note}
      {kept ? <Text size="sm">Your teacher kept this question as you handed it in.</Text> : null}
      <fieldset disabled={kept} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {fillIn ? (
          <FillInBlanks
            prompt={question.question}
            blanks={value.blanks}
            questionLabel={`question ${number}`}
            onChange={(index, text) =>
              onChange({ ...value, blanks: withBlank(value.blanks, index, text) })
            }
          />
        ) : (
          <LongAnswerField
            aria-labelledby={headingId}
            description={HINT[question.question_type]}
            autosize
            minRows={Math.min(8, Math.max(2, question.lines ?? 3))}
            value={value.text ?? ''}
            onChange={(text) => onChange({ ...value, text })}
          />
        )}
      </fieldset>
      <ItemSaveNote entry={entry} />
    </ItemCard>
  );
}
