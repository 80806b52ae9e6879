import type { LearningEventKind } from '../../db/schema/index.js';
import type { NewLearningEvent } from './recorder.js';

export interface EventUser {
  id: number;
  organisationId: number;
  userType: 'S' | 'T' | 'C';
}

/**
 * An event about the user's own account: sign-in, sign-out, password reset, enrollment. The
 * spec sends no login event for administrators (type C): null then.
 */
export function accountEvent(
  user: EventUser,
  kind: Extract<LearningEventKind, 'login' | 'logout' | 'password_reset' | 'enrollment'>,
  occurredAt: Date,
  extra: Partial<NewLearningEvent> = {},
): NewLearningEvent | null {
  if (kind === 'login' && user.userType === 'C') return null;
  return {
    kind,
    occurredAt,
    organisationId: user.organisationId,
    actorId: user.id,
    actorType: user.userType,
    studentId: user.userType === 'S' ? user.id : null,
    ...extra,
  };
}
