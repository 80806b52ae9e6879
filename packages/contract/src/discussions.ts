/** Discussions on quests: a student's thread per step with their teachers, a class thread. */
export * from './discussions/calls.js';
export * from './discussions/shapes.js';
