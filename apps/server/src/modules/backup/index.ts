/** What the server and the backup command use of backups. */
export { BadBackupError, decodeBackup, encodeBackup, writeBackupFile } from './archive.js';
export { BACKUP_PATH, CONTROL_HEADER, pgliteBackup, registerBackupControl } from './control.js';
export { emptyFolder, holdsDatabase, runningServer, unpackDataDir } from './pglite-files.js';
export { dumpPostgres, restorePostgres, uploadParts, writeUploadParts } from './postgres-dump.js';
