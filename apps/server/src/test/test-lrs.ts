import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LrsRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  ids: string[];
  status: number;
}

/**
 * A real HTTP learning record store on a free local port: it answers 503 to the next
 * `failNext` requests (down on purpose), then takes statement batches and keeps every one it
 * takes. `dedupe` makes it refuse a batch holding an id it already has with 409, as an LRS
 * does; without it, a statement sent twice is kept twice, so a test sees duplicates.
 */
export async function startTestLrs() {
  const requests: LrsRequest[] = [];
  /** Each statement taken, in order, duplicates included. */
  const taken: { id: string; statement: unknown }[] = [];
  const state = { failNext: 0, dedupe: false };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '[]');
    const batch = (Array.isArray(body) ? body : [body]) as { id: string }[];
    const ids = batch.map((statement) => statement.id);
    const answer = (status: number, json?: unknown) => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        ids,
        status,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(json === undefined ? '' : JSON.stringify(json));
    };
    if (state.failNext > 0) {
      state.failNext -= 1;
      answer(503, { message: 'down for maintenance' });
      return;
    }
    if (state.dedupe && ids.some((id) => taken.some((s) => s.id === id))) {
      answer(409, { message: 'statement id already stored' });
      return;
    }
    for (const statement of batch) taken.push({ id: statement.id, statement });
    answer(200, ids);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The LRS's base address, as LRS_URL names it. */
    url: `http://127.0.0.1:${port}/xapi`,
    requests,
    taken,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestLrs = Awaited<ReturnType<typeof startTestLrs>>;
