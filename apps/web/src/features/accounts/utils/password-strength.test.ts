import { describe, expect, it } from 'vitest';
import { describeStrength, type StrengthCheck } from './password-strength';
import { loadStrengthChecker } from './strength-checker';

const check = (score: StrengthCheck['score'], warning: string | null = null): StrengthCheck => ({
  score,
  warning,
  suggestions: [],
});

describe('describeStrength', () => {
  it('shows nothing for an empty field', () => {
    expect(describeStrength('', check(4))).toBeNull();
  });

  it('applies the length rules before any estimate', () => {
    expect(describeStrength('short', check(4))).toMatchObject({
      level: 0,
      label: 'Too short',
      hint: 'Use at least 8 characters.',
      acceptable: false,
    });
    expect(describeStrength('x'.repeat(129), check(4))).toMatchObject({
      label: 'Too long',
      hint: 'Use at most 128 characters.',
      acceptable: false,
    });
    expect(describeStrength('x'.repeat(128), check(1))?.acceptable).toBe(true);
  });

  it('counts characters as the server does, so an emoji is one', () => {
    expect(describeStrength('🌱🌱🌱🌱🌱🌱🌱', check(4))?.label).toBe('Too short');
    expect(describeStrength('🌱🌱🌱🌱🌱🌱🌱🌱', check(4))?.label).toBe('Strong');
  });

  it('waits for the estimator once the length is right', () => {
    expect(describeStrength('long enough', null)).toBeNull();
  });

  it('maps each score to a label and a colour', () => {
    const shown = ([0, 1, 2, 3, 4] as const).map((score) => {
      const strength = describeStrength('long enough', check(score));
      return [strength?.label, strength?.color];
    });
    expect(shown).toEqual([
      ['Very weak', 'red'],
      ['Weak', 'red'],
      ['Fair', 'orange'],
      ['Good', 'teal'],
      ['Strong', 'green'],
    ]);
  });

  it("turns the estimator's warning into plain words", () => {
    expect(describeStrength('qwertyuiop', check(0, 'straightRow'))?.hint).toBe(
      'Keys in a row on the keyboard are easy to guess.',
    );
    expect(describeStrength('lucas.martin', check(1, 'userInputs'))?.hint).toMatch(/your name/);
  });

  it('suggests more words for a weak password without a warning, and nothing when good', () => {
    expect(describeStrength('long enough', check(2))?.hint).toMatch(/more words/);
    expect(describeStrength('long enough', check(2, 'unknownKey'))?.hint).toMatch(/more words/);
    expect(describeStrength('long enough', check(3))?.hint).toBeNull();
  });
});

describe('the zxcvbn estimator', () => {
  it('rates a common password very weak and a long sentence strong', async () => {
    const estimate = await loadStrengthChecker();
    const common = describeStrength('password1', estimate('password1', []));
    expect(common?.level).toBe(0);
    expect(common?.hint).toMatch(/commonly used|most used/);
    const sentence = 'purple otters juggle quietly at noon';
    expect(describeStrength(sentence, estimate(sentence, []))?.label).toBe('Strong');
  });

  it("marks a password made of the user's own name down", async () => {
    const estimate = await loadStrengthChecker();
    const alone = estimate('wintersonnet', []).score;
    const withName = estimate('wintersonnet', ['winterson', 'nettie@example.test']).score;
    expect(withName).toBeLessThanOrEqual(alone);
    expect(estimate('winterson', ['winterson']).warning).toBe('userInputs');
  });

  it('loads the estimator once', async () => {
    expect(loadStrengthChecker()).toBe(loadStrengthChecker());
  });
});
