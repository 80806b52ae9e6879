import { useEffect, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { AnswerStore, firstErrorOf, summarize } from '../utils/answer-store';

/**
 * An answer store for one attempt (mount it under a `key` of the attempt's id): its entries as
 * React state, saves retried when the connection comes back, and anything typed but not yet
 * sent sent at once when the student leaves the page.
 */
export function useAnswerStore<V>(
  initial: () => ReadonlyMap<number, V>,
  send: (id: number, value: V) => Promise<unknown>,
  refuse?: (value: V) => string | null,
) {
  const [store] = useState(
    () => new AnswerStore<V>(initial(), { send, describeError: errorMessage, refuse }),
  );
  const entries = useSyncExternalStore(store.subscribe, store.snapshot);

  useEffect(() => {
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
