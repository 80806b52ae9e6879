import { rewards } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createLeaderboardService } from './leaderboard.service.js';
import { createStreaksService } from './streaks.service.js';

/** Streaks: the student's streak and their answer to its card, and a class's weekly leaderboard. */
export function registerStreaksRoutes(ctx: AppContext): void {
  const { app, db, clock, schoolCalendars: calendars } = ctx;
  const streaks = createStreaksService({ db, clock, calendars });
  const boards = createLeaderboardService({ db, clock, calendars });

  registerCall(app, ctx, rewards.getMyStreak, ({ user }) => streaks.myStreak(user));
  registerCall(app, ctx, rewards.submitStreakResponse, ({ user, body }) =>
    streaks.respond(user, body),
  );
  registerCall(app, ctx, rewards.getStreakLeaderboard, ({ user, body }) =>
    boards.leaderboard(user, body),
  );
}
