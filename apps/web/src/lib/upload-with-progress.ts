import { endsSession } from './api-client';
import { ApiError } from './api-error';
import { authHeaders } from './auth-headers';

/** How much of a file has gone up, in bytes. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/** The server's answer to an upload: its status and its body, read as JSON when it is. */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface Upload {
  /** The whole address under the site (`/api/v2/...`), as the contract names it. */
  path: string;
  query?: Record<string, string>;
  /** The multipart field the file goes in. */
  field: string;
  file: File;
  /** Called as the bytes go up, and once more with all of them when the upload is done. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends one file as multipart form data with the session's headers, telling how much has gone up:
 * fetch cannot report an upload's progress, XMLHttpRequest can. It answers every status the
 * server gives (the caller knows which mean what), after the session handling every call gets
 * (a 401 signs out and the promise never settles); a lost connection throws the network ApiError
 * and an aborted signal an AbortError.
 */
export function uploadWithProgress({
  path,
  query,
  field,
  file,
  onProgress,
  signal,
}: Upload): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was stopped.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const request = new XMLHttpRequest();
    const search = query ? `?${new URLSearchParams(query)}` : '';
    request.open('POST', `${path}${search}`);
    request.setRequestHeader('Accept', 'application/json');
    const session = authHeaders();
    for (const [name, value] of Object.entries(session)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    request.upload.onload = () => onProgress?.({ sent: file.size, total: file.size });
    request.onload = () => {
      const answer = { status: request.status, body: bodyOf(request.responseText) };
      // An ended session or a new version: the page is going away, as for any other call.
      if (endsSession(answer.status, answer.body, 'Authorization' in session)) return;
      resolve(answer);
    };
    request.onerror = () => reject(ApiError.network());
    request.onabort = () => reject(aborted());
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file.name);
    request.send(form);
  });
}
