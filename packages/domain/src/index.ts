export * from './assignment-calendar.js';
export * from './assignment-state.js';
export * from './classes.js';
