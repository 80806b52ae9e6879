import type { AppContext } from '../../app-context.js';

/** The part of the application context the kit library uses. */
export type KitsContext = Pick<AppContext, 'app' | 'config' | 'db' | 'clock' | 'sessions'>;
