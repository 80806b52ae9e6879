import type { SignatureCheck, SignedGrant } from './url-signing.js';

export interface PresignRequest {
  operation: 'upload' | 'download';
  key: string;
  contentType: string;
  expiresAt: Date;
}

/**
 * Where uploaded files live. Clients move the bytes themselves through presigned addresses; the
 * server only signs addresses and reads what arrived. The local-disk store serves its addresses
 * from the API; an S3-compatible store would hand out its own presigned URLs instead.
 */
export interface FileStore {
  /** An address to PUT (upload) or GET (download) one file until `expiresAt`. */
  presign(request: PresignRequest): Promise<string>;
  /** Whether an address this store signed is intact and still valid. */
  checkGrant(grant: SignedGrant, signature: string, now: Date): Promise<SignatureCheck>;
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** The size and first `length` bytes of a stored file, or null when there is none. */
  head(key: string, length: number): Promise<{ size: number; start: Buffer } | null>;
  read(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  remove(key: string): Promise<void>;
}
