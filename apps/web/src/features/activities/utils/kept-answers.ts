/**
 * Answers typed but not saved yet, kept in the tab's sessionStorage under
 * `kitlab.unsaved_answer.<answer_header_id>.<item id>` until their save lands, so a reload (the
 * device turned, the tab reloaded) loses nothing. Sign-out clears sessionStorage with the rest.
 */
export interface KeptAnswers<V> {
  keep(id: number, value: V): void;
  drop(id: number): void;
  /** Every answer of the attempt still kept. */
  all(): Map<number, V>;
  /** Forgets the whole attempt: once handed in, nothing of it is a draft any more. */
  forget(): void;
}

const PREFIX = 'kitlab.unsaved_answer';

/** A browser without storage (private mode, full quota) keeps nothing, and says nothing. */
function quietly<T>(action: () => T, otherwise: T): T {
  try {
    return action();
  } catch {
    return otherwise;
  }
}

export function keptAnswers<V>(
  answerHeaderId: number,
  storage: () => Storage = () => window.sessionStorage,
): KeptAnswers<V> {
  const attemptPrefix = `${PREFIX}.${answerHeaderId}.`;
  const keyOf = (id: number) => `${attemptPrefix}${id}`;
  const keys = () =>
    quietly(() => {
      const store = storage();
      return Array.from({ length: store.length }, (_, index) => store.key(index) ?? '').filter(
        (key) => key.startsWith(attemptPrefix),
      );
    }, []);
  const readOne = (key: string): V | undefined =>
    quietly(() => JSON.parse(storage().getItem(key) ?? 'null') ?? undefined, undefined);

  return {
    keep: (id, value) => quietly(() => storage().setItem(keyOf(id), JSON.stringify(value)), null),
    drop: (id) => quietly(() => storage().removeItem(keyOf(id)), null),
    all: () => {
      const kept = new Map<number, V>();
      for (const key of keys()) {
        const id = Number(key.slice(attemptPrefix.length));
        const value = readOne(key);
        if (Number.isInteger(id) && value !== undefined) kept.set(id, value);
      }
      return kept;
    },
    forget: () => {
      for (const key of keys()) quietly(() => storage().removeItem(key), null);
    },
  };
}
