import { randomBytes } from 'node:crypto';
import { core } from '@kitlab/contract';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { ApiError, badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { linkToFile } from '../../lib/storage/download-links.js';
import type { FileStore } from '../../lib/storage/file-store.js';
import { detectFileType, extensionOf } from '../../lib/storage/file-types.js';
import {
  fileTooLarge,
  storedFileMissing,
  unsupportedFile,
} from '../../lib/storage/upload-errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { presentPresignedAddress, presentReceivedUpload } from './uploads.presenter.js';
import type { UploadsRepository } from './uploads.repository.js';

type PresignInput = z.output<NonNullable<typeof core.generatePresignedUrl.body>>;
type PresignedQuery = z.output<typeof core.presignedQuery>;

/** Enough for a class photographing every step of a few quests, not for filling a disk. */
const PRESIGNS_PER_HOUR: RateRule = { bucket: 'upload-presign', limit: 200, windowSeconds: 3600 };

/** Signs upload and download addresses and takes in the bytes sent to them. */
export function createUploadsService(deps: {
  repo: UploadsRepository;
  files: FileStore;
  clock: Clock;
  limiter: RateLimiter;
}) {
  const { repo, files, clock, limiter } = deps;

  /** A tampered address is refused (403) like an expired one, each with its own code. */
  async function checkAddress(query: PresignedQuery, operation: 'upload' | 'download') {
    if (query.operation !== operation) {
      throw badRequest(`This address is not for ${operation}ing.`, {
        operation: [`Use ${query.operation === 'upload' ? 'PUT' : 'GET'} for this address.`],
      });
    }
    const grant = {
      operation,
      key: query.key,
      contentType: query.content_type,
      expires: query.expires,
    };
    const check = await files.checkGrant(grant, query.signature, clock.now());
    if (check === 'expired') {
      throw new ApiError(403, 'expired_url', 'This address has expired. Ask for a new one.');
    }
    if (check === 'invalid') {
      throw new ApiError(403, 'invalid_signature', 'This address is not valid.');
    }
  }

  return {
    async presign(user: AuthUser, input: PresignInput) {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + core.PRESIGNED_URL_TTL_SECONDS * 1000);
      if (input.operation === 'download') {
        const file = await repo.ownedUpload(user.id, input.key ?? '');
        if (!file) throw notFound('No such file.');
        const link = await linkToFile(files, file, now);
        return presentPresignedAddress('download', {
          key: file.key,
          contentType: file.contentType,
          url: link.url,
          expiresAt: link.expires_at,
        });
      }
      const rate = await limiter.take([{ rule: PRESIGNS_PER_HOUR, key: String(user.id) }]);
      if (rate.limited) {
        throw tooManyRequests(
          'Too many uploads. Please wait and try again.',
          rate.retryAfterSeconds,
        );
      }
      const contentType = input.content_type ?? 'image/jpeg';
      const key = `${randomBytes(16).toString('hex')}.${extensionOf(contentType)}`;
      await repo.create({
        organisationId: user.organisationId,
        ownerId: user.id,
        key,
        contentType,
        createdAt: now,
      });
      return presentPresignedAddress('upload', {
        key,
        contentType,
        url: await files.presign({ operation: 'upload', key, contentType, expiresAt }),
        expiresAt: expiresAt.toISOString(),
      });
    },

    /** The bytes of a presigned upload, checked by content before they are kept. */
    async receive(query: PresignedQuery, bytes: Uint8Array) {
      await checkAddress(query, 'upload');
      const file = await repo.byKey(query.key);
      if (!file) throw notFound('No such upload.');
      if (file.uploadedAt) {
        throw conflict(
          'This file was already uploaded. Ask for a new address to upload another.',
          'already_uploaded',
        );
      }
      if (bytes.length > core.MAX_UPLOAD_BYTES) throw fileTooLarge();
      if (detectFileType(bytes) !== file.contentType) throw unsupportedFile();
      await files.write(file.key, bytes);
      if (!(await repo.markUploaded(file.id, bytes.length, clock.now()))) {
        throw conflict('This file was already uploaded.', 'already_uploaded');
      }
      return presentReceivedUpload(file.key, query.content_type, bytes.length);
    },

    async download(query: PresignedQuery) {
      await checkAddress(query, 'download');
      const file = await repo.byKey(query.key);
      if (!file?.uploadedAt) throw notFound('No such file.');
      const bytes = await files.read(file.key);
      if (!bytes) throw storedFileMissing();
      return { file, bytes };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
