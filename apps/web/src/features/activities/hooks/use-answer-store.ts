import { useEffect, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { AnswerStore, firstErrorOf, summarize } from '../utils/answer-store';
import type { KeptAnswers } from '../utils/kept-answers';

/**
 * An answer store for one attempt (mount it under a `key` of the attempt's id): its entries as
 * React state, saves retried when the connection comes back, and anything typed but not yet
 * sent sent at once when the student leaves the page. With `kept`, what was typed and not saved
 * before a reload comes back, and is saved.
 */
export function useAnswerStore<V>(
  initial: () => ReadonlyMap<number, V>,
  send: (id: number, value: V) => Promise<unknown>,
  refuse?: (value: V) => string | null,
  kept?: KeptAnswers<V>,
) {
  const [store] = useState(() => {
    const made = new AnswerStore<V>(initial(), { send, describeError: errorMessage, refuse, kept });
    if (kept) made.restore(kept.all());
    return made;
  });
  const entries = useSyncExternalStore(store.subscribe, store.snapshot);

  useEffect(() => {
    // Answers restored from before a reload go now; the store never sends one twice at once.
    void store.flush();
    const retry = () => store.retry();
    const sendNow = () => {
      if (document.visibilityState === 'hidden') void store.flush();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', sendNow);
    return () => {
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', sendNow);
      // Leaving sends what is waiting. The store itself stays usable: React may mount again.
      void store.flush();
    };
  }, [store]);

  const error = firstErrorOf(entries, 'failed') ?? firstErrorOf(entries, 'refused');
  const saving = {
    summary: summarize(entries, store.touched),
    error,
    onRetry: () => store.retry(),
  };
  return { store, entries, saving };
}
