import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.js';
import { createPasswordHasher, defaultHashesAtOnce } from './password-hasher.js';

/** Stand-in hashing that finishes only when told, and tracks how many run at once. */
function heldHashing() {
  const held: (() => void)[] = [];
  const started: string[] = [];
  let running = 0;
  let most = 0;
  const hold = async (password: string) => {
    started.push(password);
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => held.push(resolve));
    running--;
  };
  return {
    started,
    most: () => most,
    releaseFirst: async () => {
      held.shift()?.();
      // Lets the freed slot pass to the next waiting hash.
      await new Promise((resolve) => setImmediate(resolve));
    },
    hashing: {
      hash: async (password: string) => {
        await hold(password);
        return `hashed ${password}`;
      },
      verify: async (_hash: string | null, password: string) => {
        await hold(password);
        return password === 'right';
      },
    },
  };
}

describe('password hasher', () => {
  it('runs at most its number of hashes at once, the others in the order they came', async () => {
    const fake = heldHashing();
    const passwords = createPasswordHasher(2, fake.hashing);
    const answers = Promise.all([
      passwords.verify('stored', 'wrong'),
      passwords.hash('first'),
      passwords.verify('stored', 'right'),
      passwords.hash('second'),
      passwords.verify(null, 'third'),
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.started).toEqual(['wrong', 'first']);
    for (let i = 0; i < 5; i++) await fake.releaseFirst();
    expect(await answers).toEqual([false, 'hashed first', true, 'hashed second', false]);
    expect(fake.started).toEqual(['wrong', 'first', 'right', 'second', 'third']);
    expect(fake.most()).toBe(2);
  });

  it('frees its slot when a hash fails', async () => {
    const passwords = createPasswordHasher(1, {
      hash: async (password: string) => {
        if (password === 'fails') throw new Error('hash failed');
        return `hashed ${password}`;
      },
      verify: async () => false,
    });
    await expect(passwords.hash('fails')).rejects.toThrow('hash failed');
    expect(await passwords.hash('next')).toBe('hashed next');
  });

  it('checks real hashes, and leaves threads of the pool free by default', async () => {
    const passwords = createPasswordHasher();
    const stored = await hashPassword('a-long-passphrase-1');
    expect(await passwords.verify(stored, 'a-long-passphrase-1')).toBe(true);
    expect(await passwords.verify(stored, 'another-passphrase-2')).toBe(false);
    expect(defaultHashesAtOnce()).toBeGreaterThanOrEqual(1);
    expect(defaultHashesAtOnce()).toBeLessThan(Number(process.env.UV_THREADPOOL_SIZE) || 4);
  });

  it('leaves a core to the other calls and two threads of the pool free, hashing at least one', () => {
    expect(defaultHashesAtOnce(1, 4)).toBe(1);
    expect(defaultHashesAtOnce(2, 4)).toBe(1);
    expect(defaultHashesAtOnce(4, 4)).toBe(2);
    expect(defaultHashesAtOnce(8, 4)).toBe(2);
    expect(defaultHashesAtOnce(8, 16)).toBe(7);
    expect(defaultHashesAtOnce(2, 1)).toBe(1);
  });
});
