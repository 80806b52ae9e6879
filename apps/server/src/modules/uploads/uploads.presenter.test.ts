import { core } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { presentPresignedAddress } from './uploads.presenter.js';

const address = {
  key: 'a1.jpg',
  contentType: 'image/jpeg',
  url: 'https://files.example/a1.jpg',
  expiresAt: '2026-03-02T09:15:00.000Z',
};

describe('a presigned address', () => {
  it('is PUT to upload and GET to download, within the upload size limit', () => {
    expect(presentPresignedAddress('upload', address)).toMatchObject({
      operation: 'upload',
      method: 'PUT',
      content_type: 'image/jpeg',
      max_bytes: core.MAX_UPLOAD_BYTES,
    });
    expect(presentPresignedAddress('download', address).method).toBe('GET');
  });
});
