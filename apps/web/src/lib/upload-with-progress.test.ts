import { afterEach, describe, expect, it, vi } from 'vitest';
import { endsSession } from './api-client';
import { ApiError } from './api-error';
import { uploadWithProgress } from './upload-with-progress';

vi.mock('./auth-headers', () => ({ authHeaders: () => ({ Authorization: 'token abc' }) }));
vi.mock('./api-client', () => ({ endsSession: vi.fn(() => false) }));

/** An XMLHttpRequest that records what it is asked and answers as the test says. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const FILE = new File(['zip bytes'], 'roster.zip', { type: 'application/zip' });

describe('uploadWithProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the file as multipart with the session, reports progress and reads the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const progress = vi.fn();
    const answer = uploadWithProgress({
      path: '/api/v2/upload',
      query: { mode: 'dry-run' },
      field: 'file',
      file: FILE,
      onProgress: progress,
    });
    const request = FakeRequest.last;
    expect([request.method, request.url]).toEqual(['POST', '/api/v2/upload?mode=dry-run']);
    expect(request.headers.Authorization).toBe('token abc');
    expect(request.body?.get('file')).toMatchObject({ name: 'roster.zip' });
    request.upload.onprogress?.({ loaded: 4, total: 9, lengthComputable: true });
    request.upload.onload?.();
    expect(progress.mock.calls).toEqual([[{ sent: 4, total: 9 }], [{ sent: 9, total: 9 }]]);
    request.answer(422, '{"mode":"dry-run"}');
    await expect(answer).resolves.toEqual({ status: 422, body: { mode: 'dry-run' } });
  });

  it('leaves an answer that ends the session to the session handling, and never settles', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    vi.mocked(endsSession).mockReturnValueOnce(true);
    const settled = vi.fn();
    void uploadWithProgress({ path: '/api/x', field: 'file', file: FILE }).then(settled, settled);
    FakeRequest.last.answer(401, '{"detail":"Invalid token."}');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(endsSession).toHaveBeenCalledWith(401, { detail: 'Invalid token.' }, true);
    expect(settled).not.toHaveBeenCalled();
  });

  it('throws the network error on a lost connection and an AbortError when stopped', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const lost = uploadWithProgress({ path: '/api/x', field: 'file', file: FILE });
    FakeRequest.last.onerror?.();
    await expect(lost).rejects.toEqual(ApiError.network());

    const controller = new AbortController();
    const stopped = uploadWithProgress({
      path: '/api/x',
      field: 'file',
      file: FILE,
      signal: controller.signal,
    });
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
  });
});
