import { live } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';

export type LiveTicket = {
  ticket: string;
  streamPath: string;
  /** Where a tab's first stream catches up from: the user's newest event of a little before. */
  lastEventId: number;
};

/**
 * A ticket that opens the signed-in user's live stream for a minute. Quiet: the stream reopens in
 * the background, and a sign-in that ended is noticed by the screen's own calls.
 */
export async function createLiveTicket(signal?: AbortSignal): Promise<LiveTicket> {
  const answer = await apiRequest(live.createTicket, { signal, quiet: true });
  return {
    ticket: answer.ticket,
    streamPath: answer.stream_path,
    lastEventId: answer.last_event_id,
  };
}
