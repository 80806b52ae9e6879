import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushWorld, type PushWorld } from '../../test/push-world.js';
import { createPushQueue } from './index.js';

const w = {} as PushWorld;
beforeAll(async () => {
  Object.assign(w, await createPushWorld());
});
afterAll(() => w.close());

describe('two queues at once (two API processes)', () => {
  it('never take the same notification or send the same push twice', async () => {
    const teachers = await Promise.all(
      Array.from({ length: 12 }, () => w.make.user({ type: 'T', organisation: w.school })),
    );
    for (const teacher of teachers) await w.subscribeDevice(teacher);
    const made = [];
    for (const teacher of teachers) for (let n = 0; n < 10; n++) made.push(await w.notify(teacher));

    const queues = [
      w.queue,
      ...[1, 2].map(() => createPushQueue({ db: w.db, clock: w.clock, send: w.sender() })),
    ];
    const rounds = await Promise.all(queues.map((queue) => queue.drain()));

    expect(rounds.reduce((sum, round) => sum + round.taken, 0)).toBe(made.length);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(made.length);
    const pushed = w.endpoint.received.map(
      (p) => (p.payload as { notification_id: number }).notification_id,
    );
    expect(pushed).toHaveLength(made.length);
    expect(new Set(pushed)).toEqual(new Set(made.map((n) => n.id)));
  });
});
