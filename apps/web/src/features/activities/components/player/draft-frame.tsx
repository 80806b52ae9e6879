import type { ReactNode } from 'react';
import type { DraftAttempt } from '../../api/start-attempt';
import type { SaveSummary } from '../../utils/answer-store';
import type { SubmitText } from '../../utils/submit-text';
import { ReturnedNotes } from '../result/returned-notes';
import { ActivityBrief } from './activity-brief';
import { ActivityHeader } from './activity-header';
import type { PlayerContext } from './player-context';
import { SaveStatus } from './save-status';
import { StepButtons } from './step-buttons';
import { SubmitDialog } from './submit-dialog';
import type { useSubmit } from './use-submit';

/**
 * Around any work in progress: the header with what to know before starting and how saving goes,
 * the way through its pages or steps, and the hand-in question at the end.
 */
export function DraftFrame({
  attempt,
  context,
  saving,
  facts,
  nav,
  submit,
  submitText,
  itemLabel,
  children,
}: {
  attempt: DraftAttempt;
  context: PlayerContext;
  saving: { summary: SaveSummary; error: string | null; onRetry: () => void };
  facts?: string;
  nav: { index: number; count: number; noun: string; onGo: (index: number) => void };
  submit: ReturnType<typeof useSubmit>;
  submitText: SubmitText;
  /** How the returned notes name a returned question or step. */
  itemLabel?: (itemId: number) => string | null;
  children: ReactNode;
}) {
  return (
    <>
      <ActivityHeader
        title={attempt.activity.title}
        activityType={attempt.activity_type}
        back={context.back}
        brief={<ActivityBrief activity={attempt.activity} assignment={attempt.assignment} />}
        facts={facts}
        aside={<SaveStatus {...saving} />}
      />
      <ReturnedNotes returns={attempt.returns} labelOf={itemLabel} />
      {children}
      <StepButtons
        {...nav}
        count={Math.max(1, nav.count)}
        onFinish={submit.open}
        busy={submit.loading}
      />
      <SubmitDialog
        opened={submit.opened}
        {...submitText}
        error={submit.error}
        loading={submit.loading}
        onConfirm={submit.confirm}
        onClose={submit.close}
      />
    </>
  );
}
