import { applyPlainIssueMessages } from './plain-messages.js';

export type { LoginResponse, Profile } from './accounts.js';
export * as accounts from './accounts.js';
export * as activities from './activities.js';
export * as assignments from './assignments.js';
export * from './bounds.js';
export * from './call.js';
export * from './caller/index.js';
export * as companion from './companion.js';
export * from './constants.js';
export type { DeviceInfo, DeviceLogEntry } from './core.js';
export * as core from './core.js';
export * as discussions from './discussions.js';
export * from './errors.js';
export * as gradebook from './gradebook.js';
export * as kits from './kits.js';
export * as learningEvents from './learning-events.js';
export * as live from './live.js';
export * as notifications from './notifications.js';
export * as organisations from './organisations.js';
export * from './paging.js';
export * from './plain-messages.js';
export * as push from './push.js';
export * as reports from './reports.js';
export * as rewards from './rewards.js';
export * as rosters from './rosters.js';
export * as rosterCsv from './rosters-csv.js';
export * as studentRecords from './student-records.js';

// Every schema of the contract words its problems plainly, wherever it is parsed.
applyPlainIssueMessages();
