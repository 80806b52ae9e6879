import type { DraftAttempt } from '../../api/start-attempt';
import type { BackLink } from './activity-header';

/** What every player screen knows besides its attempt (which carries the activity itself). */
export interface PlayerContext {
  activityId: number;
  back: BackLink;
}

/** What a player of work in progress is given. */
export interface DraftPlayerProps {
  attempt: DraftAttempt;
  context: PlayerContext;
}
