export type { LoginResponse, Profile } from './accounts.js';
export * as accounts from './accounts.js';
export * from './call.js';
export * from './constants.js';
export type { DeviceInfo, DeviceLogEntry } from './core.js';
export * as core from './core.js';
export * from './errors.js';
export * as kits from './kits.js';
export * from './paging.js';
