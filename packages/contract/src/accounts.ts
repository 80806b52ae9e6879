export * from './accounts/admin.js';
export * from './accounts/password-change.js';
export * from './accounts/passwords.js';
export * from './accounts/recovery.js';
export * from './accounts/session.js';
export * from './accounts/settings.js';
