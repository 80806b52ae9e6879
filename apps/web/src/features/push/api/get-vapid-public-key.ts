import { push } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';

/** The server's VAPID public key (base64url), the browser's applicationServerKey. */
export function getVapidPublicKey(signal?: AbortSignal): Promise<string> {
  return apiRequest(push.getVapidPublicKey, { signal }).then((answer) => answer.public_key);
}
