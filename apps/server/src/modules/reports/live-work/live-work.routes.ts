import type { AppContext } from '../../../app-context.js';

/** The open work across a teacher's classes, a quiz's and a quest's details. */
export function registerLiveWorkRoutes(_ctx: AppContext): void {}
