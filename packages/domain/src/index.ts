export * from './classes.js';
