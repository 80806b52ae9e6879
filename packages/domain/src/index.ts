export * from './assignment-calendar.js';
export * from './assignment-state.js';
export * from './classes.js';
export * from './marking.js';
export * from './progress.js';
export * from './quiz-scoring.js';
export * from './result.js';
export * from './score-percentage.js';
