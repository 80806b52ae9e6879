import type { rewards } from '@kitlab/contract';
import { monthName, numberText } from '@kitlab/domain';

const DAY_WORDS: Record<rewards.StreakDayState, string> = {
  done: 'Done',
  frozen: 'Frozen',
  missed: 'Missed',
  off: 'Day off',
  today: 'Today',
  before_start: 'Before you joined',
};

/** A streak day in words, so its state never depends on colour alone. */
export const streakDayWord = (state: rewards.StreakDayState): string => DAY_WORDS[state];

export const xpWords = (points: number): string => `${numberText(points)} XP`;

const COMPACT_UNITS = [
  [1e9, 'bn'],
  [1e6, 'm'],
  [1e3, 'k'],
] as const;

/**
 * A count as en-GB's compact notation writes it, for a phone's header: 1,250 as "1.3k", 12,345 as
 * "12k", 999,999 as "1m". Written out because Intl's compact notation loads locale data of its
 * own, which held up the first page of every student by tens of milliseconds on a slow phone.
 */
export function compactCount(count: number): string {
  const whole = Math.round(count);
  for (const [size, suffix] of COMPACT_UNITS) {
    const scaled = Math.abs(whole) / size;
    if (scaled < 1) continue;
    // Two significant figures below ten of a unit, whole units from ten; 1000k is "1m".
    const shown = scaled < 10 ? Math.round(scaled * 10) / 10 : Math.round(scaled);
    if (shown >= 1000 && size < 1e9) return compactCount(Math.sign(whole) * size * 1000);
    return `${whole < 0 ? '-' : ''}${shown}${suffix}`;
  }
  return String(whole);
}

/** "140 / 1,000": how far towards a badge, as written beside its bar. */
export const progressWords = ({ current, target }: rewards.BadgeProgress): string =>
  `${numberText(current)} / ${numberText(target)}`;

/** An instant as the day it happened where it is read: "3 March 2026". */
export function earnedOn(iso: string): string {
  const at = new Date(iso);
  return `${at.getDate()} ${monthName(at.getMonth(), 'long')} ${at.getFullYear()}`;
}
