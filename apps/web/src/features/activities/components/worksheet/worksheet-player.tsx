import { countOf } from '@kitlab/domain';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { QueryView } from '../../../../components/ui/query-view';
import { type WorksheetQuestion as Question, useAttemptSheet } from '../../api/get-attempt-sheet';
import type { OfflinePage } from '../../api/offline-pages';
import { answeredCount } from '../../utils/answer-state';
import { TYPING_PAUSE_MS } from '../../utils/answer-store';
import { isKeptAsHandedIn } from '../../utils/returned-items';
import { itemsSummary } from '../../utils/submit-text';
import { DraftFrame } from '../player/draft-frame';
import type { DraftPlayerProps } from '../player/player-context';
import { questionAnswers, useDraftWork } from '../player/use-draft-work';
import { ReturnedNotes } from '../result/returned-notes';
import { PaperPages } from './paper-pages';
import { WorksheetQuestion } from './worksheet-question';

const MODES = [
  { value: 'screen', label: 'Answer on screen' },
  { value: 'paper', label: 'Do it on paper' },
];

/** A worksheet in progress: answered on screen, or done on paper and photographed, or both. */
export function WorksheetPlayer({ attempt, context }: DraftPlayerProps) {
  const { activityId } = context;
  const sheet = useAttemptSheet({
    activityId,
    answerHeaderId: attempt.answer_header_id,
    pageBreakId: null,
  });
  const { store, entries, saving, submit } = useDraftWork(
    attempt,
    questionAnswers(attempt, 'worksheet'),
  );
  const [pages, setPages] = useState<OfflinePage[]>(attempt.offline_pages);
  const [mode, setMode] = useState(attempt.offline_pages.length > 0 ? 'paper' : 'screen');

  const questions: Question[] = (sheet.data?.questions ?? []).flatMap((question) =>
    'lines' in question ? [question] : [],
  );
  const ids = questions.map((question) => question.id);
  const done = answeredCount(ids, (id) => entries.get(id)?.value);
  const submitText =
    pages.length > 0
      ? { summary: `You have added ${countOf(pages.length, 'page')} done on paper.`, warning: null }
      : itemsSummary(done, ids.length, 'question');

  return (
    <DraftFrame
      attempt={attempt}
      context={context}
      saving={saving}
      facts={`${countOf(ids.length, 'question')} · ${done} answered on screen`}
      nav={{ index: 0, count: 1, noun: 'page', onGo: () => undefined }}
      submit={submit}
      submitText={submitText}
    >
      <Stack gap="md">
        <SegmentedControl
          value={mode}
          onChange={setMode}
          data={MODES}
          fullWidth
          aria-label="How to do the worksheet"
        />
        {mode === 'paper' ? (
          <PaperPages
            activityId={activityId}
            title={attempt.activity.title}
            pages={pages}
            onPages={setPages}
          />
        ) : (
          <QueryView
            query={sheet}
            loading="Loading the questions…"
            failed="We could not load the questions"
          >
            {() =>
              questions.map((question, index) => (
                <WorksheetQuestion
                  key={question.id}
                  question={question}
                  number={index + 1}
                  entry={entries.get(question.id)}
                  onChange={(value) => store.edit(question.id, value, TYPING_PAUSE_MS)}
                  note={<ReturnedNotes returns={attempt.returns} itemId={question.id} />}
                  kept={isKeptAsHandedIn(attempt.returns, question.id)}
                />
              ))
            }
          </QueryView>
        )}
      </Stack>
    </DraftFrame>
  );
}
