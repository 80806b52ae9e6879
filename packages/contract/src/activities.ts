export * from './activities/player.js';
export * from './activities/progress.js';
export * from './activities/quest.js';
export * from './activities/review.js';
export * from './activities/shapes.js';
export * from './activities/to-mark.js';
export * from './activities/worksheet.js';
