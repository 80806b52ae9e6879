import type { ReactNode } from 'react';
import type { ActivityType } from '../../paths';
import type { SaveSummary } from '../../utils/answer-store';
import type { SubmitText } from '../../utils/submit-text';
import { ActivityHeader } from './activity-header';
import type { PlayerContext } from './player-context';
import { SaveStatus } from './save-status';
import { StepButtons } from './step-buttons';
import { SubmitDialog } from './submit-dialog';
import type { useSubmit } from './use-submit';

/**
 * Around any work in progress: the header with how saving goes, the way through its pages or
 * steps, and the hand-in question at the end.
 */
export function DraftFrame({
  context,
  activityType,
  saving,
  facts,
  nav,
  submit,
  submitText,
  children,
}: {
  context: PlayerContext;
  activityType: ActivityType;
  saving: { summary: SaveSummary; error: string | null; onRetry: () => void };
  facts?: string;
  nav: { index: number; count: number; noun: string; onGo: (index: number) => void };
  submit: ReturnType<typeof useSubmit>;
  submitText: SubmitText;
  children: ReactNode;
}) {
  return (
    <>
      <ActivityHeader
        title={context.title}
        activityType={activityType}
        back={context.back}
        facts={facts}
        aside={<SaveStatus {...saving} />}
      />
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
