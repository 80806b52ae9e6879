import { describe, expect, it } from 'vitest';
import { gatheredPerTurn, gatheredWhileBusy } from './gathered-calls.js';

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

/** A gathered doubling, one batch in flight, each batch held until the test lets it end. */
function heldDoubling(most = 64) {
  const batches: number[][] = [];
  const held: (() => void)[] = [];
  const call = gatheredWhileBusy<number, number>({
    run: async (inputs) => {
      batches.push([...inputs]);
      await new Promise<void>((resolve) => held.push(resolve));
      if (inputs.includes(13)) throw new Error('thirteen');
      return inputs.map((input) => input * 2);
    },
    most,
  });
  /** Lets the batches run so far end, until none is left running. */
  async function release() {
    while (held.length > 0) {
      held.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return { call, batches, release };
}

describe('calls gathered while a batch runs', () => {
  it('runs a call made while none runs at once, alone', async () => {
    const { call, batches, release } = heldDoubling();
    const first = call(1);
    expect(batches).toEqual([[1]]);
    await release();
    expect(await first).toBe(2);
  });

  it('runs the calls made while a batch runs together in the next, each answered its own', async () => {
    const { call, batches, release } = heldDoubling();
    const first = call(1);
    const later = [call(2), call(3)];
    await nextTurn();
    const latest = call(4);
    expect(batches).toEqual([[1]]);
    await release();
    expect(await Promise.all([first, ...later, latest])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('takes at most the largest batch at once, one batch after another', async () => {
    const { call, batches, release } = heldDoubling(2);
    const calls = [1, 2, 3, 4, 5].map((value) => call(value));
    await release();
    expect(await Promise.all(calls)).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('runs a failed batch again call by call, then goes on with the calls made meanwhile', async () => {
    const { call, batches, release } = heldDoubling();
    const first = call(1);
    const failing = Promise.allSettled([call(2), call(13)]);
    await nextTurn();
    await release();
    expect(await first).toBe(2);
    expect(await failing).toEqual([
      { status: 'fulfilled', value: 4 },
      { status: 'rejected', reason: new Error('thirteen') },
    ]);
    const after = call(5);
    await release();
    expect(await after).toBe(10);
    expect(batches).toEqual([[1], [2, 13], [2], [13], [5]]);
  });
});
