import type { activities } from '@kitlab/contract';
import { Text, Title } from '@mantine/core';
import type { QuestStep } from '../../api/get-attempt-sheet';
import type { StoreEntry } from '../../utils/answer-store';
import { ItemCard } from '../player/item-card';
import { ItemSaveNote } from '../player/item-save-note';
import { LongAnswerField } from '../player/long-answer-field';
import { StepFiles } from './step-files';

type StoredFile = activities.StoredFile;

/** What the student gives for a step: words, photos or a PDF, as the step asks. */
export function StepResponse({
  step,
  text,
  files,
  onText,
  onAttach,
  onRemove,
  removing,
  fileError,
}: {
  step: QuestStep;
  text: StoreEntry<string> | undefined;
  files: readonly StoredFile[];
  onText: (text: string) => void;
  onAttach: (key: string) => Promise<unknown>;
  onRemove: (file: StoredFile) => void;
  removing: number | null;
  fileError: string | null;
}) {
  const { prompt, text: asksText, attachments } = step.response;
  if (asksText === 'none' && attachments === 'none') return null;
  const headingId = `response-${step.id}`;
  return (
    <ItemCard headingId={headingId} tinted>
      <Title order={3} size="h5" id={headingId}>
        Your response
      </Title>
      {prompt ? <Text size="sm">{prompt}</Text> : null}
      {asksText !== 'none' ? (
        <LongAnswerField
          label={asksText === 'required' ? 'Write your answer' : 'Write your answer (optional)'}
          autosize
          minRows={3}
          value={text?.value ?? ''}
          onChange={onText}
        />
      ) : null}
      <ItemSaveNote entry={text} />
      <StepFiles
        step={step}
        files={files}
        onAttach={onAttach}
        onRemove={onRemove}
        removing={removing}
      />
      {fileError ? (
        <Text size="sm" c="red.9" role="alert">
          {fileError}
        </Text>
      ) : null}
    </ItemCard>
  );
}
