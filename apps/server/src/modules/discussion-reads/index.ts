/**
 * The readers' positions in discussions (`discussion_reads`): moved by discussions as a thread is
 * read or posted in, and by notifications as all are marked read, so neither of those imports the
 * other's writes. It imports no other module.
 */
export { advanceReadPosition, readDiscussionsToEnd } from './read-positions.js';
