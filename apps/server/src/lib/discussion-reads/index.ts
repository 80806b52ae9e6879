/**
 * The readers' positions in discussions (`discussion_reads`), below the modules that move them
 * (discussions as a thread is read or posted in, notifications as all are marked read), so
 * neither module imports the other's writes.
 */
export { advanceReadPosition, readDiscussionsToEnd } from './read-positions.js';
