import { readFile } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { openPicture, type RasterImage } from './opened-picture.js';

const doc = new PDFDocument();
const open = (bytes: Buffer) =>
  (doc as unknown as { openImage(b: Buffer): RasterImage }).openImage(bytes);
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));
const svg = (root: string) => Buffer.from(`${root}<rect width="10" height="10"/></svg>`);

describe('opening a kit picture for print', () => {
  it('sizes a drawing by its viewBox, else its width and height, at 96 pixels per inch', () => {
    const boxed = openPicture('a.svg', svg('<svg viewBox="0 0 200 100">'), open);
    expect(boxed.size).toEqual({ width: 150, height: 75 });
    const sized = openPicture('a.svg', svg('<svg width="40" height="80">'), open);
    expect(sized.size).toEqual({ width: 30, height: 60 });
  });

  it('refuses a drawing without a size and bytes that are no picture', () => {
    expect(() => openPicture('a.svg', svg('<svg>'), open)).toThrow(/size/);
    expect(() => openPicture('a.svg', Buffer.from('not a drawing'), open)).toThrow(/size/);
    expect(() => openPicture('a.png', Buffer.from('not a picture'), open)).toThrow();
  });

  it('opens PNG and JPEG photographs at their pixel size', async () => {
    const png = openPicture('beaker.png', await fixture('beaker.png'), open);
    expect(png).toMatchObject({ kind: 'raster', size: { width: 36, height: 48 } });
    const jpeg = openPicture('cork.JPG', await fixture('cork.jpg'), open);
    expect(jpeg).toMatchObject({ kind: 'raster', size: { width: 30, height: 30 } });
  });

  it('refuses a PNG whose pixel data is broken before pdfkit decodes it', async () => {
    const png = Buffer.from(await fixture('beaker.png'));
    const data = png.indexOf('IDAT') + 4;
    png.fill(0xff, data + 2, data + 40);
    expect(() => openPicture('beaker.png', png, open)).toThrow(/invalid/);
  });
});
