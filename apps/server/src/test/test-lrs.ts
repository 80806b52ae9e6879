import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { learningEvents } from '@kitlab/contract';

export interface LrsRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  ids: string[];
  status: number;
  /** Why the LRS refused the request, when it did. */
  refusal?: string;
}

/** Why an xAPI 1.0.3 LRS refuses this request to store statements, or null when it takes it. */
function refusalOf(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  body: string,
): { status: number; reason: string } | null {
  if (method !== 'POST' || path !== '/xapi/statements') {
    return { status: 404, reason: `no resource ${method} ${path}` };
  }
  const version = headers['x-experience-api-version'];
  if (typeof version !== 'string' || !learningEvents.ACCEPTED_XAPI_VERSION.test(version)) {
    return { status: 400, reason: `unsupported X-Experience-API-Version: ${version}` };
  }
  if (!headers['content-type']?.startsWith('application/json')) {
    return { status: 400, reason: 'statements must be sent as application/json' };
  }
  try {
    JSON.parse(body);
  } catch {
    return { status: 400, reason: 'the body is not JSON' };
  }
  return null;
}

/**
 * A real HTTP learning record store on a free local port, answering POST /xapi/statements as an
 * xAPI 1.0.3 LRS does: 404 for any other resource, 400 without a version header it accepts or
 * without a JSON body, otherwise 200 with the ids of the statements it stored, in order. It
 * answers 503 to the next `failNext` requests (down on purpose). `dedupe` makes it refuse a batch
 * holding an id it already has with 409, as an LRS does; without it, a statement sent twice is
 * kept twice, so a test sees duplicates. It keeps every request, refused ones with the reason.
 */
export async function startTestLrs() {
  const requests: LrsRequest[] = [];
  /** Each statement taken, in order, duplicates included. */
  const taken: { id: string; statement: unknown }[] = [];
  const state = { failNext: 0, dedupe: false };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? '';
    const path = request.url ?? '';
    const text = Buffer.concat(chunks).toString('utf8');
    const refused = refusalOf(method, path, request.headers, text);
    const body: unknown = refused ? [] : JSON.parse(text);
    const batch = (Array.isArray(body) ? body : [body]) as { id: string }[];
    const ids = batch.map((statement) => statement.id);
    const answer = (status: number, json: unknown, refusal?: string) => {
      requests.push({ method, path, headers: request.headers, ids, status, refusal });
      response.writeHead(status, {
        'content-type': 'application/json',
        'x-experience-api-version': '1.0.3',
      });
      response.end(JSON.stringify(json));
    };
    if (refused) {
      answer(refused.status, { message: refused.reason }, refused.reason);
      return;
    }
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
