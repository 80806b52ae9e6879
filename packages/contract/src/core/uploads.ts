import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { defineReadCalls } from '../read-calls.js';

/** Files students may upload, recognised by their content, not their name. */
export const UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
export const uploadContentType = z.enum(UPLOAD_CONTENT_TYPES, {
  error: 'Upload a JPEG, PNG or WebP photo, or a PDF.',
});

/** Largest file a student may upload. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** How long a presigned upload or download address works. */
export const PRESIGNED_URL_TTL_SECONDS = 15 * 60;

/**
 * A stored file's key: random, chosen by the server, never a name. The client's own file name
 * is not kept.
 */
export const UPLOAD_KEY_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;
export const uploadKey = z
  .string()
  .check(z.regex(UPLOAD_KEY_PATTERN, 'Send a key from generate-presigned-url.'));

/**
 * A file a student uploaded; `url` is a signed address that stops working after a while. `key`
 * is the upload's random key, which `custom_answers/` takes back to keep the file in a step.
 */
export const storedFile = z.object({
  file_id: z.int(),
  key: uploadKey,
  content_type: z.string(),
  bytes: z.int(),
  url: z.string(),
  expires_at: z.string(),
});
export type StoredFile = z.infer<typeof storedFile>;

export const UPLOAD_OPERATIONS = ['upload', 'download'] as const;

const presignParams = z
  .object({
    operation: z._default(z.enum(UPLOAD_OPERATIONS), 'upload'),
    /** download: the file's key. upload: ignored, the server chooses a new key. */
    key: z.optional(z.string().check(z.maxLength(200))),
    content_type: z.optional(uploadContentType),
  })
  .check(
    z.refine((p) => p.operation !== 'upload' || p.content_type !== undefined, {
      message: 'Send the content_type of the file to upload.',
      path: ['content_type'],
    }),
    z.refine((p) => p.operation !== 'download' || p.key !== undefined, {
      message: 'Send the key of the file to download.',
      path: ['key'],
    }),
  );

const presigned = z.object({
  operation: z.enum(UPLOAD_OPERATIONS),
  key: z.string(),
  content_type: uploadContentType,
  /** PUT the bytes here (upload) or GET them (download); no Authorization header needed. */
  url: z.string(),
  method: z.enum(['PUT', 'GET']),
  expires_at: z.string(),
  max_bytes: z.int(),
});

const presignCalls = defineReadCalls({
  path: '/v2/core/generate-presigned-url/',
  roles: ['S'],
  summary:
    'A signed, expiring address to upload one file (a photo or PDF for a quest step or an offline worksheet; operation upload, the default) or to download a file the student uploaded (operation download with its key).',
  fields: presignParams,
  response: presigned,
});
export const generatePresignedUrl = presignCalls.post;
export const generatePresignedUrlGet = presignCalls.get;

/** The query of a presigned address, as generate-presigned-url writes it. */
export const presignedQuery = z.object({
  operation: z._default(z.enum(UPLOAD_OPERATIONS), 'upload'),
  key: uploadKey,
  content_type: uploadContentType,
  expires: z.coerce.number().check(z.int()),
  signature: z.string().check(z.maxLength(200)),
});

export const uploadFile = defineCall({
  method: 'PUT',
  path: '/v2/core/presigned/',
  roles: 'public',
  summary:
    'The bytes of one file, to a presigned upload address (the signature stands for the sign-in). Checked by content: JPEG, PNG, WebP or PDF as signed, at most 10 MB.',
  query: presignedQuery,
  body: z.instanceof(Uint8Array),
  response: z.object({
    key: z.string(),
    content_type: uploadContentType,
    bytes: z.int(),
  }),
  status: 201,
  bodyLimit: MAX_UPLOAD_BYTES,
});

export const downloadFile = defineCall({
  method: 'GET',
  path: '/v2/core/presigned/',
  roles: 'public',
  summary: 'The bytes of one uploaded file, from a presigned download address.',
  query: presignedQuery,
  response: z.instanceof(Uint8Array),
});
