import type { rewards } from '@kitlab/contract';

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

export const xpWords = (points: number): string => `${points.toLocaleString('en-GB')} XP`;

/** "140 / 1,000": how far towards a badge, as written beside its bar. */
export const progressWords = ({ current, target }: rewards.BadgeProgress): string =>
  `${current.toLocaleString('en-GB')} / ${target.toLocaleString('en-GB')}`;

/** A calendar date (YYYY-MM-DD) as "Mon 3 Mar", read in UTC so the time zone never shifts it. */
export function shortDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** An instant as the day it happened: "3 March 2026". */
export function earnedOn(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
