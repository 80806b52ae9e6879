import { describe, expect, it } from 'vitest';
import {
  acceptFor,
  fileProblem,
  formatBytes,
  sniffUploadType,
  stepFilesProblem,
  unknownFileProblem,
} from './upload-checks';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffUploadType', () => {
  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(sniffUploadType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffUploadType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffUploadType(ascii('RIFF\u0001\u0002\u0003\u0004WEBPVP8 '))).toBe('image/webp');
    expect(sniffUploadType(ascii('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, however it is named', () => {
    expect(sniffUploadType(ascii('GIF89a'))).toBeNull();
    expect(sniffUploadType(ascii('RIFF1234WAVE'))).toBeNull();
    expect(sniffUploadType(ascii('%PD'))).toBeNull();
    expect(sniffUploadType(bytes())).toBeNull();
  });
});

describe('fileProblem', () => {
  const photo = { name: 'cups.jpg', size: 2_000_000 };

  it('lets a photo or PDF of at most 10 MB through', () => {
    expect(fileProblem(photo, 'image/jpeg', 'photos')).toBeNull();
    expect(fileProblem({ ...photo, size: 10 * 1024 * 1024 }, 'image/png', 'photos_or_pdf')).toBe(
      null,
    );
    expect(fileProblem({ name: 'sheet.pdf', size: 1000 }, 'application/pdf', 'pdf')).toBeNull();
  });

  it('names the file that is not a photo or PDF', () => {
    expect(unknownFileProblem('notes.docx')).toMatch(/“notes.docx” is not a photo or PDF/);
  });

  it('says what the step takes instead', () => {
    expect(fileProblem(photo, 'application/pdf', 'photos')).toBe(
      'This step takes photos, not a PDF.',
    );
    expect(fileProblem(photo, 'image/webp', 'pdf')).toBe('This step takes a PDF, not photos.');
  });

  it('gives the size of a file over 10 MB', () => {
    expect(fileProblem({ name: 'big.jpg', size: 12.4 * 1024 * 1024 }, 'image/jpeg', 'photos')).toBe(
      '“big.jpg” is 12.4 MB. Files can be at most 10 MB.',
    );
  });
});

describe('stepFilesProblem', () => {
  const photos = { attachments: 'photos_or_pdf' as const, max_photos: 3 };

  it('takes photos up to the limit, or one PDF', () => {
    expect(stepFilesProblem(photos, ['image/jpeg', 'image/png', 'image/webp'])).toBeNull();
    expect(stepFilesProblem(photos, ['application/pdf'])).toBeNull();
    expect(stepFilesProblem(photos, [])).toBeNull();
  });

  it('refuses a fourth photo, a PDF with photos and a second PDF', () => {
    expect(stepFilesProblem(photos, ['image/jpeg', 'image/jpeg', 'image/jpeg', 'image/jpeg'])).toBe(
      'You can add up to 3 photos for this step.',
    );
    expect(stepFilesProblem(photos, ['image/jpeg', 'application/pdf'])).toMatch(/not both/);
    expect(stepFilesProblem(photos, ['application/pdf', 'application/pdf'])).toMatch(/not both/);
  });

  it("keeps to a step's own lower limit and to steps without files", () => {
    expect(
      stepFilesProblem({ attachments: 'photos', max_photos: 1 }, ['image/png', 'image/png']),
    ).toBe('You can add up to 1 photo for this step.');
    expect(stepFilesProblem({ attachments: 'none', max_photos: 0 }, ['image/png'])).toBe(
      'This step does not take files.',
    );
  });
});

describe('formatting and the picker', () => {
  it('writes sizes in KB and MB', () => {
    expect(formatBytes(300)).toBe('1 KB');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(2.44 * 1024 * 1024)).toBe('2.4 MB');
  });

  it('offers only the types a step takes', () => {
    expect(acceptFor('photos')).toBe('image/jpeg,image/png,image/webp');
    expect(acceptFor('pdf')).toBe('application/pdf');
    expect(acceptFor('photos_or_pdf')).toContain('application/pdf');
  });
});
