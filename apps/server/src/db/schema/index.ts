export * from './classes.js';
export * from './logs.js';
export * from './organisations.js';
export * from './privacy.js';
export * from './users.js';
