export * from './kits/activities.js';
export * from './kits/filters.js';
export * from './kits/library.js';
export * from './kits/media.js';
export * from './kits/shapes.js';
export * from './kits/v2.js';
