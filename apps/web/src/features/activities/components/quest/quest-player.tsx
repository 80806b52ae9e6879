import { Stack } from '@mantine/core';
import { QueryView } from '../../../../components/ui/query-view';
import { AskTeacherPanel } from '../../../discussions';
import { useAttemptSheet } from '../../api/get-attempt-sheet';
import { saveStepResponse } from '../../api/save-step-response';
import { useStepFiles } from '../../hooks/use-step-files';
import { useStepIndex } from '../../hooks/use-step-index';
import { tooLongReason } from '../../utils/answer-length';
import { TYPING_PAUSE_MS } from '../../utils/answer-store';
import { questProgress, questSubmitText } from '../../utils/quest-steps';
import { isKeptAsHandedIn, openReturnedItemIds } from '../../utils/returned-items';
import { DraftFrame } from '../player/draft-frame';
import type { DraftPlayerProps } from '../player/player-context';
import { useDraftWork } from '../player/use-draft-work';
import { WorkProgress } from '../player/work-progress';
import { ReturnedNotes } from '../result/returned-notes';
import { KeptStep } from './kept-step';
import { QuestStep } from './quest-step';
import { StepNav } from './step-nav';
import { StepResponse } from './step-response';

/**
 * A quest in progress, step by step. Each response is kept as a draft as the student goes, and
 * the whole quest is handed in at the end.
 */
export function QuestPlayer({ attempt, context }: DraftPlayerProps) {
  const { activityId } = context;
  const sheet = useAttemptSheet({
    activityId,
    answerHeaderId: attempt.answer_header_id,
    pageBreakId: null,
  });
  // Step responses travel through custom_answers only, never with the hand-in.
  const { store, entries, saving, submit } = useDraftWork(attempt, {
    initial: () =>
      new Map(attempt.answers.map((answer) => [answer.activity_detail_id, answer.text ?? ''])),
    send: (stepId, text) =>
      saveStepResponse({ activity_id: activityId, activity_detail_id: stepId, text }),
    refuse: tooLongReason,
  });
  const stepFiles = useStepFiles(activityId, attempt.answers);
  const steps = [...(sheet.data?.steps ?? [])].sort((a, b) => a.position - b.position);
  const { index, goTo } = useStepIndex(steps, attempt.resume);
  const progress = questProgress(
    steps,
    (id) => entries.get(id)?.value ?? '',
    (id) => stepFiles.filesOf(id).length,
  );
  const step = steps[index];
  const returnedSteps = openReturnedItemIds(attempt.returns);
  const stepLabel = (stepId: number) => {
    const at = steps.findIndex((s) => s.id === stepId);
    return at < 0 ? null : `step ${at + 1} (${steps[at]?.title})`;
  };

  return (
    <DraftFrame
      attempt={attempt}
      context={context}
      saving={saving}
      nav={{ index, count: steps.length, noun: 'step', onGo: goTo }}
      submit={submit}
      submitText={questSubmitText(progress, steps.length)}
      itemLabel={stepLabel}
    >
      <QueryView query={sheet} loading="Loading the quest…" failed="We could not load the quest">
        {() => (
          <Stack gap="lg">
            <WorkProgress done={progress.done.size} total={steps.length} doneWord="steps done" />
            <StepNav
              steps={steps}
              current={index}
              isDone={(id) => progress.done.has(id)}
              isReturned={(id) => returnedSteps.has(id)}
              onGo={goTo}
            />
            {step ? (
              <QuestStep
                key={step.id}
                step={step}
                number={index + 1}
                count={steps.length}
                note={<ReturnedNotes returns={attempt.returns} itemId={step.id} />}
                ask={<AskTeacherPanel activityId={activityId} stepId={step.id} />}
                response={
                  isKeptAsHandedIn(attempt.returns, step.id) ? (
                    <KeptStep
                      stepId={step.id}
                      text={entries.get(step.id)?.value ?? ''}
                      files={stepFiles.filesOf(step.id)}
                    />
                  ) : (
                    <StepResponse
                      step={step}
                      text={entries.get(step.id)}
                      files={stepFiles.filesOf(step.id)}
                      onText={(text) => store.edit(step.id, text, TYPING_PAUSE_MS)}
                      onAttach={(key) => stepFiles.attach(step.id, key)}
                      onRemove={(file) => void stepFiles.remove(step.id, file)}
                      removing={stepFiles.removing}
                      fileError={stepFiles.errorOf(step.id)}
                    />
                  )
                }
              />
            ) : null}
          </Stack>
        )}
      </QueryView>
    </DraftFrame>
  );
}
