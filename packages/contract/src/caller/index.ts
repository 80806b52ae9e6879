export * from './caller.js';
export * from './transports.js';
export * from './wire.js';
