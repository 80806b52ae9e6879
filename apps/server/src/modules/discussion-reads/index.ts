/**
 * The readers' places in discussions (`discussion_reads`): how far each has read, moved by
 * discussions as a thread is read or posted in and by notifications as all are marked read, and
 * whether they keep the thread in their archive. Neither of those modules imports the other's
 * writes. It imports no other module.
 */
export { keepInArchive, takeOutOfArchive } from './archive.js';
export { advanceReadPosition, readDiscussionsToEnd } from './read-positions.js';
export {
  eraseDiscussionReadsStudentData,
  exportDiscussionReadsStudentData,
} from './student-data.js';
