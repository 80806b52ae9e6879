// @vitest-environment node
// Node has the File API in full; jsdom's Blob cannot read its bytes.
import { describe, expect, it } from 'vitest';
import { prepareUpload } from './prepare-upload';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

describe('prepareUpload', () => {
  it('sends a small photo as it is, with the type its bytes show', async () => {
    const file = new File([new Uint8Array(PNG_HEAD)], 'photo.jpg', { type: 'image/jpeg' });
    const prepared = await prepareUpload(file, 'photos');
    expect(prepared).toMatchObject({ ok: true, name: 'photo.jpg', type: 'image/png' });
    expect(prepared.ok && prepared.body).toBe(file);
  });

  it('refuses a file that is not a photo or PDF, whatever its name says', async () => {
    const file = new File(['GIF89a……'], 'cups.png', { type: 'image/png' });
    const prepared = await prepareUpload(file, 'photos_or_pdf');
    expect(prepared).toMatchObject({ ok: false, name: 'cups.png' });
    expect(!prepared.ok && prepared.problem).toMatch(/not a photo or PDF/);
  });

  it('refuses a PDF where the step takes photos', async () => {
    const file = new File(['%PDF-1.4 …'], 'sheet.pdf');
    const prepared = await prepareUpload(file, 'photos');
    expect(!prepared.ok && prepared.problem).toBe('This step takes photos, not a PDF.');
  });
});
