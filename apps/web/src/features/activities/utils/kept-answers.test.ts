import { afterEach, describe, expect, it } from 'vitest';
import { AnswerStore } from './answer-store';
import { keptAnswers } from './kept-answers';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A store for attempt 7 whose saves wait until the test settles them. */
function storeOfAttempt(initial: [number, string][] = []) {
  const kept = keptAnswers<string>(7);
  const saves: { value: string; settle: (saved: boolean) => void }[] = [];
  const store = new AnswerStore<string>(new Map(initial), {
    send: (_id, value) =>
      new Promise<void>((resolve, reject) => {
        saves.push({
          value,
          settle: (saved) => (saved ? resolve() : reject(new Error('offline'))),
        });
      }),
    describeError: () => 'Not saved',
    kept,
  });
  return { store, kept, saves };
}

describe('kept answers', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps answers per attempt and item, and forgets one attempt without touching another', () => {
    const one = keptAnswers<{ text: string }>(7);
    const other = keptAnswers<{ text: string }>(8);
    one.keep(1, { text: 'Plants need light' });
    one.keep(2, { text: 'and water' });
    other.keep(1, { text: 'Another attempt' });
    one.drop(2);
    expect(one.all()).toEqual(new Map([[1, { text: 'Plants need light' }]]));
    expect(sessionStorage.getItem('kitlab.unsaved_answer.7.1')).toBe(
      '{"text":"Plants need light"}',
    );
    one.forget();
    expect(one.all().size).toBe(0);
    expect(other.all()).toEqual(new Map([[1, { text: 'Another attempt' }]]));
  });

  it('keeps nothing, and throws nothing, where the browser has no storage', () => {
    const broken = keptAnswers<string>(7, () => {
      throw new Error('SecurityError');
    });
    broken.keep(1, 'typed');
    broken.drop(1);
    broken.forget();
    expect(broken.all().size).toBe(0);
  });

  it('keeps what is typed until its save lands, and through a failed save', async () => {
    const { store, kept, saves } = storeOfAttempt();
    store.edit(1, 'Shadows', 800);
    expect(kept.all().get(1)).toBe('Shadows');
    void store.flush();
    saves[0]?.settle(false);
    await tick();
    expect(kept.all().get(1)).toBe('Shadows');
    store.retry();
    saves[1]?.settle(true);
    await tick();
    expect(kept.all().size).toBe(0);
  });

  it('takes back, after a reload, what never saved, and lets go of what the server has', async () => {
    const before = storeOfAttempt();
    before.store.edit(1, 'Shadows get longer', 800);
    before.store.edit(2, 'Already saved', 800);
    keptAnswers<string>(7).keep(3, 'Saved as it left');

    const after = storeOfAttempt([
      [1, 'Shadows'],
      [3, 'Saved as it left'],
    ]);
    after.store.restore(after.kept.all());
    expect(after.store.current(1)).toBe('Shadows get longer');
    expect(after.store.current(2)).toBe('Already saved');
    expect(after.store.snapshot().get(3)?.status).toBe('saved');
    expect([...after.kept.all().keys()]).toEqual([1, 2]);

    void after.store.flush();
    expect(after.saves.map((save) => save.value)).toEqual(['Shadows get longer', 'Already saved']);
    for (const save of after.saves) save.settle(true);
    await tick();
    expect(after.kept.all().size).toBe(0);
  });
});
