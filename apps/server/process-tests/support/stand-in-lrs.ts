import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The versions an xAPI 1.0.3 LRS accepts in `X-Experience-API-Version`. */
const ACCEPTED_VERSION = /^1\.0(\.\d+)?$/;

export interface LrsRefusal {
  status: number;
  reason: string;
}

/**
 * A learning record store on a free local port, answering POST /xapi/statements as an xAPI
 * 1.0.3 LRS does: 400 without a version header it accepts or without a JSON body, otherwise 200
 * with the ids of the statements it stored, in order. It keeps every statement and every
 * refusal, and the headers each request came with.
 */
export async function startStandInLrs() {
  const statements: { id: string }[] = [];
  const refusals: LrsRefusal[] = [];
  const headers: IncomingHttpHeaders[] = [];

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'x-experience-api-version': '1.0.3',
      });
      response.end(JSON.stringify(body));
    };
    const refuse = (status: number, reason: string) => {
      refusals.push({ status, reason });
      answer(status, { message: reason });
    };
    if (request.method !== 'POST' || request.url !== '/xapi/statements') {
      return refuse(404, `no resource ${request.method} ${request.url}`);
    }
    headers.push(request.headers);
    const version = request.headers['x-experience-api-version'];
    if (typeof version !== 'string' || !ACCEPTED_VERSION.test(version)) {
      return refuse(400, `unsupported X-Experience-API-Version: ${version}`);
    }
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return refuse(400, 'statements must be sent as application/json');
    }
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return refuse(400, 'the body is not JSON');
    }
    const batch = (Array.isArray(body) ? body : [body]) as { id: string }[];
    statements.push(...batch);
    answer(
      200,
      batch.map((statement) => statement.id),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The LRS's base address, as LRS_URL names it. */
    url: `http://127.0.0.1:${port}/xapi`,
    statements,
    refusals,
    headers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StandInLrs = Awaited<ReturnType<typeof startStandInLrs>>;
