import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameFor, saveFile } from './save-file';

describe('fileNameFor', () => {
  it('names a file after a title, without characters file systems refuse', () => {
    expect(fileNameFor('The melting race', 'pdf')).toBe('The melting race.pdf');
    expect(fileNameFor('Forces: push / pull?', 'pdf')).toBe('Forces push pull.pdf');
    expect(fileNameFor('Ratios <2:3>*', 'pdf')).toBe('Ratios 2 3.pdf');
  });

  it('drops trailing dots and spaces, and uses the fallback for a title with nothing left', () => {
    expect(fileNameFor('Sheet ...', 'pdf')).toBe('Sheet.pdf');
    expect(fileNameFor('???', 'pdf', 'printable')).toBe('printable.pdf');
  });

  it('keeps long names to a length every file system takes', () => {
    expect(fileNameFor('a'.repeat(300), 'pdf')).toHaveLength(124);
  });
});

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('downloads the bytes under the name and frees the address afterwards', () => {
    vi.useFakeTimers();
    const create = vi.fn((_blob: Blob) => 'blob:printable');
    const revoke = vi.fn();
    vi.stubGlobal('URL', { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.getAttribute('href') ?? '' });
    });

    saveFile(new Uint8Array([37, 80, 68, 70]), 'The melting race.pdf', 'application/pdf');

    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([{ download: 'The melting race.pdf', href: 'blob:printable' }]);
    expect(create.mock.calls[0]?.[0].type).toBe('application/pdf');
    expect(create.mock.calls[0]?.[0].size).toBe(4);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:printable');
    vi.unstubAllGlobals();
  });
});
