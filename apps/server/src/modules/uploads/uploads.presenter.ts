import { core } from '@kitlab/contract';

/** An address to upload a new file to (PUT) or to download one of one's own (GET). */
export function presentPresignedAddress(
  operation: 'upload' | 'download',
  address: { key: string; contentType: string; url: string; expiresAt: string },
) {
  return {
    operation,
    key: address.key,
    content_type: address.contentType as core.UploadContentType,
    url: address.url,
    method: operation === 'upload' ? ('PUT' as const) : ('GET' as const),
    expires_at: address.expiresAt,
    max_bytes: core.MAX_UPLOAD_BYTES,
  };
}

export function presentReceivedUpload(
  key: string,
  contentType: core.UploadContentType,
  bytes: number,
) {
  return { key, content_type: contentType, bytes };
}
