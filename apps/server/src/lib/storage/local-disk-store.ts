import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { core } from '@kitlab/contract';
import type { FileStore } from './file-store.js';
import { checkGrant, type SigningSecret, signGrant } from './url-signing.js';

/** Where uploaded files are kept on disk: `<DATA_DIR>/uploads/<first two key characters>/<key>`. */
export function uploadsRoot(dataDir: string): string {
  return resolve(dataDir, 'uploads');
}

const PRESIGNED_PATH = '/api/v2/core/presigned/';

/** Files on the local disk, behind addresses the API itself serves and checks (HMAC-signed). */
export function createLocalFileStore(root: string, secret: SigningSecret): FileStore {
  function pathOf(key: string): string {
    // Keys are server-made; checking the pattern keeps any other text out of the path.
    if (!core.UPLOAD_KEY_PATTERN.test(key)) throw new RangeError('not an upload key');
    return join(root, key.slice(0, 2), key);
  }

  async function sizeOf(path: string): Promise<number | null> {
    const found = await stat(path).catch(() => null);
    return found?.isFile() ? found.size : null;
  }

  return {
    async presign({ operation, key, contentType, expiresAt }) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = await signGrant(secret, { operation, key, contentType, expires });
      const query = new URLSearchParams({
        operation,
        key,
        content_type: contentType,
        expires: String(expires),
        signature,
      });
      return `${PRESIGNED_PATH}?${query}`;
    },

    checkGrant: (grant, signature, now) => checkGrant(secret, grant, signature, now),

    async write(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      // Write then rename, so a reader never sees half a file. The name is random, not the pid:
      // processes sharing DATA_DIR from several containers may all be pid 1.
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },

    async head(key, length) {
      const path = pathOf(key);
      const size = await sizeOf(path);
      if (size === null) return null;
      const handle = await open(path, 'r');
      try {
        const start = Buffer.alloc(Math.min(length, size));
        await handle.read(start, 0, start.length, 0);
        return { size, start };
      } finally {
        await handle.close();
      }
    },

    async read(key) {
      return readFile(pathOf(key)).catch(() => null);
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
