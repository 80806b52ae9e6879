import { live } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';

export type LiveTicket = { ticket: string; streamPath: string };

/**
 * A ticket that opens the signed-in user's live stream for a minute. Quiet: the stream reopens in
 * the background, and a sign-in that ended is noticed by the screen's own calls.
 */
export async function createLiveTicket(signal?: AbortSignal): Promise<LiveTicket> {
  const answer = await apiRequest(live.createTicket, { signal, quiet: true });
  return { ticket: answer.ticket, streamPath: answer.stream_path };
}
