export * from './classes.js';
export * from './kits.js';
export * from './logs.js';
export * from './mail.js';
export * from './organisations.js';
export * from './privacy.js';
export * from './recovery.js';
export * from './users.js';
