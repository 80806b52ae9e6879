/** What the app and other modules use of uploads. */

export { heldByNoWork, ownedUploads, type UploadedFileRow } from './uploads.repository.js';
export { registerUploadsRoutes } from './uploads.routes.js';
