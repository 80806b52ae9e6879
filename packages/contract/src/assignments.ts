export * from './assignments/calendar.js';
export * from './assignments/class-summary.js';
export * from './assignments/lists.js';
export * from './assignments/manage.js';
export * from './assignments/shapes.js';
