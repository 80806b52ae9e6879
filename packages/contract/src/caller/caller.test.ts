import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import { defineCall, pathId } from '../call.js';
import { answerBody, CallFailed, createCaller } from './caller.js';
import { injectTransport } from './transports.js';
import type { Transport, WireRequest } from './wire.js';

const saveNote = defineCall({
  method: 'POST',
  path: '/v1/notes/{id}/',
  roles: ['T'],
  summary: 'Save a note.',
  params: z.object({ id: pathId }),
  notFound: 'No such note.',
  query: z.object({ tags: z.optional(z.array(z.string())), draft: z.optional(z.boolean()) }),
  body: z.object({ text: z.string() }),
  response: z.object({ id: z.number(), text: z.string() }),
  status: 201,
});

const readFile = defineCall({
  method: 'GET',
  path: '/v1/file/',
  roles: 'public',
  summary: 'A file.',
  response: z.instanceof(Uint8Array),
});

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/** Answers with what a server would, and keeps what it was sent. */
function recording(status: number, body: Uint8Array) {
  const sent: WireRequest[] = [];
  const transport: Transport = async (request) => {
    sent.push(request);
    return { status, headers: { 'content-type': 'application/json' }, body };
  };
  return { sent, transport };
}

describe('createCaller', () => {
  it('fills the path, writes the query and sends the body as JSON with the token', async () => {
    const { sent, transport } = recording(201, json({ id: 7, text: 'hi' }));
    const api = createCaller(transport).withToken('abc');
    const data = await api.call(saveNote, {
      params: { id: 7 },
      query: { tags: ['a', 'b c'], draft: true },
      body: { text: 'hi' },
    });
    expect(data).toEqual({ id: 7, text: 'hi' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/v1/notes/7/?tags=a&tags=b+c&draft=true',
      body: '{"text":"hi"}',
      headers: { authorization: 'token abc', 'content-type': 'application/json' },
    });
  });

  it('sends the headers the call declares, unless the input names them itself', async () => {
    const { sent, transport } = recording(200, json({}));
    const versioned = { ...readFile, headers: { 'X-Protocol-Version': '1.0.3' } };
    await createCaller(transport).send(versioned);
    await createCaller(transport).send(versioned, { headers: { 'X-Protocol-Version': '0.9' } });
    expect(sent.map((request) => request.headers['X-Protocol-Version'])).toEqual(['1.0.3', '0.9']);
  });

  it('answers a refusal as the error shape, and `call` throws it', async () => {
    const refusal = { detail: 'No such note.', code: 'not_found' };
    const { transport } = recording(404, json(refusal));
    const api = createCaller(transport);
    const input = { params: { id: 1 }, body: { text: 'x' } };
    const result = await api.send(saveNote, input);
    expect(result).toMatchObject({ status: 404, data: undefined, error: refusal });
    await expect(api.call(saveNote, input)).rejects.toBeInstanceOf(CallFailed);
    await expect(api.call(saveNote, input)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an answer that breaks the contract instead of passing it on', async () => {
    const { transport } = recording(201, json({ id: 'seven' }));
    await expect(
      createCaller(transport).call(saveNote, { params: { id: 1 }, body: { text: 'x' } }),
    ).rejects.toThrow();
  });

  it('answers a file as its bytes', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70]);
    const { transport } = recording(200, bytes);
    expect(await createCaller(transport).call(readFile)).toEqual(bytes);
  });

  it('answers a body before any schema reads it: JSON, text, or the bytes of a file', () => {
    const answer = (status: number, body: Uint8Array) => ({ status, headers: {}, body });
    expect(answerBody(saveNote, answer(201, json({ detail: 'Invalid token.' })))).toEqual({
      succeeded: true,
      body: { detail: 'Invalid token.' },
      text: '{"detail":"Invalid token."}',
    });
    expect(answerBody(saveNote, answer(502, new TextEncoder().encode('Bad gateway')))).toEqual({
      succeeded: false,
      body: 'Bad gateway',
      text: 'Bad gateway',
    });
    const bytes = new Uint8Array([37, 80]);
    expect(answerBody(readFile, answer(200, bytes))).toEqual({
      succeeded: true,
      body: bytes,
      text: '',
    });
    expect(answerBody(readFile, answer(404, json({ detail: 'No.' }))).body).toEqual({
      detail: 'No.',
    });
  });

  it('sends unchecked input as it is given, for tests of refusals', async () => {
    const { sent, transport } = recording(400, json({ detail: 'Invalid input.', code: 'invalid' }));
    await createCaller(transport).sendUnchecked(saveNote, {
      params: { id: 'abc' },
      body: { text: 5 },
    });
    expect(sent[0]).toMatchObject({ url: '/v1/notes/abc/', body: '{"text":5}' });
  });

  it('writes an object in an unchecked query as its JSON, even one with no way to be a string', async () => {
    const { sent, transport } = recording(400, json({ detail: 'Invalid input.', code: 'invalid' }));
    await createCaller(transport).sendUnchecked(saveNote, {
      params: { id: 1 },
      query: { draft: { toString: null } },
      body: { text: 'x' },
    });
    expect(sent[0]?.url).toBe(`/v1/notes/1/?draft=${encodeURIComponent('{"toString":null}')}`);
  });

  it('types the input and the answer from the contract', () => {
    const api = createCaller(recording(201, json({})).transport);
    expectTypeOf(api.call<typeof saveNote>).returns.resolves.toEqualTypeOf<{
      id: number;
      text: string;
    }>();
    const neverRun = () => {
      // @ts-expect-error the body is required and typed
      void api.send(saveNote, { params: { id: 1 }, body: { text: 5 } });
      // @ts-expect-error the path's parts are required
      void api.send(saveNote, { body: { text: 'x' } });
    };
    expect(neverRun).toBeTypeOf('function');
  });

  it('refuses to send a call whose path part is missing', async () => {
    const api = createCaller(recording(201, json({})).transport);
    await expect(api.sendUnchecked(saveNote, { body: { text: 'x' } })).rejects.toThrow(
      'No value for {id} in /v1/notes/{id}/',
    );
  });
});

describe('injectTransport', () => {
  it('sends file bytes as a Buffer, which inject passes on as bytes rather than JSON', async () => {
    let payload: unknown;
    const app = {
      async inject(options: { payload?: unknown }) {
        payload = options.payload;
        return { statusCode: 201, headers: {}, rawPayload: json({ id: 1, text: 'x' }) };
      },
    };
    const upload = { ...saveNote, body: z.instanceof(Uint8Array) };
    await createCaller(injectTransport(app)).send(upload, {
      params: { id: 1 },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(Buffer.isBuffer(payload)).toBe(true);
    expect([...(payload as Buffer)]).toEqual([1, 2, 3]);
  });
});
