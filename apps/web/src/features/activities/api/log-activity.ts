import { activities } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';

export type LogAction = (typeof activities.LOG_ACTIONS)[number];

/**
 * Tells the server the student opened (`start`) or left (`end`) a draft, for time spent. A leave
 * is sent with keepalive so it still goes out while the tab closes. It is bookkeeping: it never
 * signs anyone out or reloads, and a failure is not the student's problem.
 */
export async function logActivity(answerHeaderId: number, action: LogAction): Promise<void> {
  try {
    await apiRequest(activities.logActivity, {
      params: { id: answerHeaderId },
      body: { action },
      keepalive: action === 'end',
      quiet: true,
    });
  } catch {
    // Time spent is approximate by design (decision 0008); a lost event must not bother anyone.
  }
}
