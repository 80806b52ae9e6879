import { core } from '@kitlab/contract';
import { fileBytes } from '../../test/uploads.js';
import { callerFor, queryOfAddress } from '../matrix-world.js';
import type { CallSpec } from '../ownership.js';
import { readCallSpecs } from './shared.js';

/** Asking for the download address of the fixture student's upload. */
const presign = readCallSpecs('upload', (f) => ({ operation: 'download', key: f.attempts.upload }));

/** Uploaded files. */
export const CORE_SPECS: Record<string, CallSpec> = {
  'core.downloadFile': {
    rule: 'self',
    async input(f, c) {
      const student = await callerFor(c.t, f.student);
      const link = await student.call(core.generatePresignedUrl, {
        body: { operation: 'download', key: f.attempts.upload },
      });
      return { query: queryOfAddress(link.url) };
    },
  },
  'core.generatePresignedUrl': presign.post,
  'core.generatePresignedUrlGet': presign.get,
  'core.uploadFile': {
    rule: 'self',
    async input(f, c) {
      const student = await callerFor(c.t, f.student);
      const address = await student.call(core.generatePresignedUrl, {
        body: { content_type: 'image/png' },
      });
      return {
        query: queryOfAddress(address.url),
        body: new Uint8Array(fileBytes('image/png')),
        headers: { 'content-type': 'image/png' },
      };
    },
  },
};
