import { describe, expect, it } from 'vitest';
import { questProgress, questSubmitText } from './quest-steps';
import { itemsSummary } from './submit-text';

const step = (id: number, text: 'required' | 'optional' | 'none', attachments = 'photos') => ({
  id,
  response: { text, attachments },
});

describe('questProgress', () => {
  const steps = [
    step(1, 'required'),
    step(2, 'optional'),
    step(3, 'none', 'none'),
    step(4, 'required'),
  ];

  it('counts a step done with words or files, or when it asks for nothing', () => {
    const progress = questProgress(
      steps,
      (id) => (id === 1 ? 'We predict foil.' : ' '),
      (id) => (id === 2 ? 1 : 0),
    );
    expect([...progress.done].sort()).toEqual([1, 2, 3]);
    expect(progress.missingWords).toBe(1);
  });

  it('asks first about missing written answers, then about empty steps', () => {
    const none = questProgress(
      steps,
      () => '',
      () => 0,
    );
    expect(questSubmitText(none, 4)).toEqual({
      summary: 'You have done 1 of 4 steps.',
      warning: '2 steps still need a written answer.',
    });
    const photosOnly = questProgress(
      [step(1, 'optional'), step(2, 'optional')],
      () => '',
      (id) => (id === 1 ? 2 : 0),
    );
    expect(questSubmitText(photosOnly, 2).warning).toBe('1 step is still empty.');
    const all = questProgress(
      [step(1, 'required')],
      () => 'done',
      () => 0,
    );
    expect(questSubmitText(all, 1)).toEqual({
      summary: 'You have done 1 of 1 step.',
      warning: null,
    });
  });
});

describe('itemsSummary', () => {
  it('says how many are answered and how many are empty', () => {
    expect(itemsSummary(8, 10, 'question')).toEqual({
      summary: 'You have answered 8 of 10 questions.',
      warning: '2 questions are still empty.',
    });
    expect(itemsSummary(1, 1, 'question').warning).toBeNull();
  });
});
