import { Checkbox, Group, Radio, SimpleGrid } from '@mantine/core';
import type { QuizQuestion } from '../../api/get-attempt-sheet';
import classes from './option-card.module.css';
import { OptionContent } from './option-content';

type Option = QuizQuestion['answer_options'][number];

/**
 * A question's options as large cards that are easy to tap: radios for one answer, checkboxes
 * for several. Options with pictures sit side by side where there is room.
 */
export function ChoiceList({
  question,
  chosen,
  labelledBy,
  onChoose,
}: {
  question: Pick<QuizQuestion, 'id' | 'question_type' | 'answer_options'>;
  chosen: readonly number[];
  labelledBy: string;
  onChoose: (optionId: number, checked: boolean) => void;
}) {
  const options = [...question.answer_options].sort((a, b) => a.position - b.position);
  const withPictures = options.some((option) => option.file);
  const single = question.question_type === 'single';
  return (
    <SimpleGrid
      cols={{ base: 1, sm: withPictures ? 2 : 1 }}
      spacing="xs"
      role={single ? 'radiogroup' : 'group'}
      aria-labelledby={labelledBy}
    >
      {options.map((option) => (
        <OptionCard
          key={option.id}
          option={option}
          single={single}
          name={`question-${question.id}`}
          checked={chosen.includes(option.id)}
          onChoose={onChoose}
        />
      ))}
    </SimpleGrid>
  );
}

/** One option as a card: a radio of a single-choice question, a checkbox of a multiple one. */
function OptionCard({
  option,
  single,
  name,
  checked,
  onChoose,
}: {
  option: Option;
  single: boolean;
  name: string;
  checked: boolean;
  onChoose: (optionId: number, checked: boolean) => void;
}) {
  const content = (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      {single ? <Radio.Indicator mt={2} /> : <Checkbox.Indicator mt={2} />}
      <OptionContent option={option} />
    </Group>
  );
  const common = {
    checked,
    p: 'sm',
    className: classes.card,
    'data-testid': 'answer-option',
  } as const;
  return single ? (
    <Radio.Card {...common} name={name} onClick={() => onChoose(option.id, true)}>
      {content}
    </Radio.Card>
  ) : (
    <Checkbox.Card {...common} onClick={() => onChoose(option.id, !checked)}>
      {content}
    </Checkbox.Card>
  );
}
