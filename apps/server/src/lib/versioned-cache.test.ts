import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.js';

/** A read that counts its calls and answers `${key}@${version}` of the version it was given. */
function countedRead() {
  const calls: string[] = [];
  return {
    calls,
    read: (key: number, version: string) => async () => {
      calls.push(`${key}@${version}`);
      return `${key}@${version}`;
    },
  };
}

describe('a versioned cache', () => {
  it('reads a key once per version and serves the held value meanwhile', async () => {
    const cache = new VersionedCache<number, string>(10);
    const { calls, read } = countedRead();
    expect(await cache.get(1, 'a', read(1, 'a'))).toBe('1@a');
    expect(await cache.get(1, 'a', read(1, 'a'))).toBe('1@a');
    expect(await cache.get(1, 'b', read(1, 'b'))).toBe('1@b');
    expect(calls).toEqual(['1@a', '1@b']);
  });

  it('shares a read in flight and forgets one that failed', async () => {
    const cache = new VersionedCache<number, string>(10);
    let reads = 0;
    const failing = async () => {
      reads += 1;
      throw new Error('database away');
    };
    await Promise.all([
      expect(cache.get(1, 'a', failing)).rejects.toThrow('database away'),
      expect(cache.get(1, 'a', failing)).rejects.toThrow('database away'),
    ]);
    expect(reads).toBe(1);
    expect(await cache.get(1, 'a', async () => 'back')).toBe('back');
  });

  it('drops the least recently used key past its limit', async () => {
    const cache = new VersionedCache<number, string>(2);
    const { calls, read } = countedRead();
    await cache.get(1, 'a', read(1, 'a'));
    await cache.get(2, 'a', read(2, 'a'));
    await cache.get(1, 'a', read(1, 'a'));
    await cache.get(3, 'a', read(3, 'a'));
    await cache.get(1, 'a', read(1, 'a'));
    await cache.get(2, 'a', read(2, 'a'));
    expect(calls).toEqual(['1@a', '2@a', '3@a', '2@a']);
  });

  it('reads the missing keys of several together, each at its own version', async () => {
    const cache = new VersionedCache<number, string>(10);
    const batches: number[][] = [];
    const readMissing = async (keys: number[]) => {
      batches.push(keys);
      return new Map(keys.map((key) => [key, `value ${key}`]));
    };
    await cache.getMany([{ key: 1, version: 'a' }], readMissing);
    const values = await cache.getMany(
      [
        { key: 1, version: 'a' },
        { key: 2, version: 'a' },
        { key: 3, version: 'a' },
      ],
      readMissing,
    );
    expect([...values]).toEqual([
      [1, 'value 1'],
      [2, 'value 2'],
      [3, 'value 3'],
    ]);
    await cache.getMany([{ key: 1, version: 'b' }], readMissing);
    expect(batches).toEqual([[1], [2, 3], [1]]);
  });

  it('leaves out a key nothing was read for, and asks for it again next time', async () => {
    const cache = new VersionedCache<number, string>(10);
    const batches: number[][] = [];
    const readOnlyOne = async (keys: number[]) => {
      batches.push(keys);
      return new Map(keys.filter((key) => key === 1).map((key) => [key, `value ${key}`]));
    };
    const wanted = [
      { key: 1, version: 'a' },
      { key: 2, version: 'a' },
    ];
    expect([...(await cache.getMany(wanted, readOnlyOne))]).toEqual([[1, 'value 1']]);
    await cache.getMany(wanted, readOnlyOne);
    expect(batches).toEqual([[1, 2], [2]]);
  });
});
