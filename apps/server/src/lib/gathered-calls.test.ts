import { describe, expect, it } from 'vitest';
import { gatheredPerTurn } from './gathered-calls.js';

/** A gathered doubling whose batches are recorded; a value of 13 fails its batch. */
function doubling(most = 64) {
  const batches: number[][] = [];
  const call = gatheredPerTurn<number, number>({
    run: async (inputs) => {
      batches.push([...inputs]);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (inputs.includes(13)) throw new Error('thirteen');
      return inputs.map((input) => input * 2);
    },
    most,
  });
  return { call, batches };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('calls gathered per turn of the event loop', () => {
  it('runs the calls of one turn as one batch, each answered its own output', async () => {
    const { call, batches } = doubling();
    const outputs = await Promise.all([call(1), call(2), call(3)]);
    expect(outputs).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('runs calls of later turns in batches of their own', async () => {
    const { call, batches } = doubling();
    const first = call(1);
    await nextTurn();
    const second = call(2);
    expect(await Promise.all([first, second])).toEqual([2, 4]);
    expect(batches).toEqual([[1], [2]]);
  });

  it('takes at most the largest batch at once', async () => {
    const { call, batches } = doubling(2);
    const values = [1, 2, 3, 4, 5];
    const outputs = await Promise.all(values.map((value) => call(value)));
    expect(outputs).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('runs a failed batch again call by call, so only the failing call fails', async () => {
    const { call, batches } = doubling();
    const settled = await Promise.allSettled([call(1), call(13), call(3)]);
    expect(settled).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('thirteen') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(batches).toEqual([[1, 13, 3], [1], [13], [3]]);
  });

  it('fails every call of a failed batch that may not run again', async () => {
    const batches: number[][] = [];
    const call = gatheredPerTurn<number, number>({
      run: async (inputs) => {
        batches.push([...inputs]);
        throw new Error('connection lost');
      },
      most: 64,
      runAgainAfter: (error) => (error as Error).message !== 'connection lost',
    });
    const settled = await Promise.allSettled([call(1), call(2)]);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(batches).toEqual([[1, 2]]);
  });

  it('fails the calls of a batch that answers too few outputs', async () => {
    const call = gatheredPerTurn<number, number>({
      run: async (inputs) => inputs.slice(1),
      most: 64,
    });
    const settled = await Promise.allSettled([call(1)]);
    expect(settled[0]?.status).toBe('rejected');
  });
});
