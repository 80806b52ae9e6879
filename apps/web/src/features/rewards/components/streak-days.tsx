import { formatDayMonth } from '@kitlab/domain';
import type { StreakDay } from '../api/get-my-streak';
import { streakDayWord } from '../utils/reward-words';
import classes from './rewards.module.css';

/** The last 14 days as cells, each with its date and its state in words. */
export function StreakDays({ days }: { days: StreakDay[] }) {
  return (
    <ol className={classes.days} aria-label="Your last 14 days" data-testid="streak-days">
      {days.map((day) => (
        <li key={day.date} className={`${classes.day} ${classes[day.state]}`}>
          <div>{formatDayMonth(day.date)}</div>
          <strong>{streakDayWord(day.state)}</strong>
        </li>
      ))}
    </ol>
  );
}
