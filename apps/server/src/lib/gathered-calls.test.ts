import { describe, expect, it } from 'vitest';
import { gatheredPerTurn } from './gathered-calls.js';

interface Call {
  key: string;
  value: number;
}

/** A gathered doubling whose batches are recorded; a value of 13 fails its batch. */
function doubling(most = 64) {
  const batches: number[][] = [];
  const call = gatheredPerTurn<Call, number>({
    run: async (inputs) => {
      batches.push(inputs.map((input) => input.value));
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (inputs.some((input) => input.value === 13)) throw new Error('thirteen');
      return inputs.map((input) => input.value * 2);
    },
    keyOf: (input) => input.key,
    most,
  });
  return { call, batches };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('calls gathered per turn of the event loop', () => {
  it('runs the calls of one turn as one batch, each answered its own output', async () => {
    const { call, batches } = doubling();
    const outputs = await Promise.all([
      call({ key: 'a', value: 1 }),
      call({ key: 'b', value: 2 }),
      call({ key: 'c', value: 3 }),
    ]);
    expect(outputs).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('runs calls of later turns in batches of their own', async () => {
    const { call, batches } = doubling();
    const first = call({ key: 'a', value: 1 });
    await nextTurn();
    const second = call({ key: 'b', value: 2 });
    expect(await Promise.all([first, second])).toEqual([2, 4]);
    expect(batches).toEqual([[1], [2]]);
  });

  it('puts a second call of one key in a later batch, run after the first ends', async () => {
    const { call, batches } = doubling();
    const outputs = await Promise.all([
      call({ key: 'a', value: 1 }),
      call({ key: 'b', value: 2 }),
      call({ key: 'a', value: 3 }),
      call({ key: 'c', value: 4 }),
      call({ key: 'a', value: 5 }),
    ]);
    expect(outputs).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2, 4], [3], [5]]);
  });

  it('takes at most the largest batch at once', async () => {
    const { call, batches } = doubling(2);
    const values = [1, 2, 3, 4, 5];
    const outputs = await Promise.all(values.map((value) => call({ key: `k${value}`, value })));
    expect(outputs).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('lets calls without a key share batches, whatever their inputs', async () => {
    const batches: number[][] = [];
    const call = gatheredPerTurn<number, number>({
      run: async (inputs) => {
        batches.push([...inputs]);
        return inputs.map((input) => input + 1);
      },
      most: 3,
    });
    const outputs = await Promise.all([1, 1, 1, 1].map((value) => call(value)));
    expect(outputs).toEqual([2, 2, 2, 2]);
    expect(batches).toEqual([[1, 1, 1], [1]]);
  });

  it('runs a failed batch again call by call, so only the failing call fails', async () => {
    const { call, batches } = doubling();
    const settled = await Promise.allSettled([
      call({ key: 'a', value: 1 }),
      call({ key: 'b', value: 13 }),
      call({ key: 'c', value: 3 }),
    ]);
    expect(settled).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('thirteen') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(batches).toEqual([[1, 13, 3], [1], [13], [3]]);
  });

  it('fails the calls of a batch that answers too few outputs', async () => {
    const call = gatheredPerTurn<Call, number>({
      run: async (inputs) => inputs.slice(1).map((input) => input.value),
      keyOf: (input) => input.key,
      most: 64,
    });
    const settled = await Promise.allSettled([call({ key: 'a', value: 1 })]);
    expect(settled[0]?.status).toBe('rejected');
  });
});
