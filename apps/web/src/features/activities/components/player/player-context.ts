import type { DraftAttempt } from '../../api/start-attempt';
import type { BackLink } from './activity-header';

/** What every player screen knows of the activity besides its attempt. */
export interface PlayerContext {
  activityId: number;
  title: string;
  back: BackLink;
  /** The activity's questions or steps in order, when known: for numbering and counting. */
  itemIds: readonly number[] | null;
}

/** What a player of work in progress is given. */
export interface DraftPlayerProps {
  attempt: DraftAttempt;
  context: PlayerContext;
}
