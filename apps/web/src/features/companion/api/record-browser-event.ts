import { type CallBody, type CallResponse, companion } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';

export type BrowserEvent = CallBody<typeof companion.recordBrowserEvent>;

/**
 * Records a learning event only the browser sees. Quiet: a background call never shows a
 * session notice or signs anyone out; keepalive lets a study stop outlive a closing tab.
 */
export function recordBrowserEvent(
  event: BrowserEvent,
): Promise<CallResponse<typeof companion.recordBrowserEvent>> {
  return apiRequest(companion.recordBrowserEvent, { body: event, quiet: true, keepalive: true });
}
