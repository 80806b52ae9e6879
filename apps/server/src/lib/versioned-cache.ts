/** A read that found nothing for a key: the key is left out, and nothing is kept for it. */
class NothingRead extends Error {}

function leftOutIfNothingRead(error: unknown): undefined {
  if (error instanceof NothingRead) return undefined;
  throw error;
}

/**
 * Values read once per version of their key and kept, least recently used dropped past `limit`
 * keys. A value is served only for the version it was asked at, so the version a request reads
 * from the database (another process may have changed the row) decides what it gets; a read
 * that fails is forgotten, and calls asking while a read runs share it.
 */
export class VersionedCache<K, V> {
  readonly #entries = new Map<K, { version: string; value: Promise<V> }>();

  constructor(private readonly limit: number) {}

  get(key: K, version: string, read: () => Promise<V>): Promise<V> {
    const held = this.#take(key, version);
    if (held) return held;
    return this.#keep(key, version, read());
  }

  /**
   * The values of several keys, the missing ones read together by `readMissing`; a key it reads
   * nothing for is left out of the answer and asked again next time.
   */
  async getMany(
    wanted: readonly { key: K; version: string }[],
    readMissing: (keys: K[]) => Promise<Map<K, V>>,
  ): Promise<Map<K, V>> {
    const found = new Map<K, Promise<V>>();
    const missing: { key: K; version: string }[] = [];
    for (const { key, version } of wanted) {
      const held = this.#take(key, version);
      if (held) found.set(key, held);
      else if (!missing.some((m) => m.key === key)) missing.push({ key, version });
    }
    if (missing.length > 0) {
      const read = readMissing(missing.map((m) => m.key));
      for (const { key, version } of missing) {
        const value = read.then((values) => {
          const one = values.get(key);
          if (one === undefined) throw new NothingRead();
          return one;
        });
        found.set(key, this.#keep(key, version, value));
      }
    }
    const entries = await Promise.all(
      [...found].map(
        async ([key, value]) => [key, await value.catch(leftOutIfNothingRead)] as const,
      ),
    );
    return new Map(
      entries.filter((entry): entry is readonly [K, Awaited<V>] => entry[1] !== undefined),
    );
  }

  #take(key: K, version: string): Promise<V> | undefined {
    const held = this.#entries.get(key);
    if (!held || held.version !== version) return undefined;
    // Map keeps insertion order: moving the key to the end marks it as the latest used.
    this.#entries.delete(key);
    this.#entries.set(key, held);
    return held.value;
  }

  #keep(key: K, version: string, value: Promise<V>): Promise<V> {
    const entry = { version, value };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.limit) break;
      this.#entries.delete(oldest);
    }
    return value;
  }
}
