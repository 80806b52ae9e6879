import { inflateSync } from 'node:zlib';

export interface Size {
  width: number;
  height: number;
}

/** An image pdfkit has parsed; drawing it again reuses the one image object in the PDF. */
export interface RasterImage extends Size {
  /** PNG pixel data, still compressed. */
  imgData?: Uint8Array;
}

/** A picture ready to draw, with its natural size in points. */
export type OpenedPicture =
  | { kind: 'svg'; svg: string; size: Size }
  | { kind: 'raster'; image: RasterImage; size: Size };

/** pdfkit's `openImage`, which its type definitions leave out. */
type OpenImage = (bytes: Buffer) => RasterImage;

/** CSS pixels to points: kit pictures are drawn for screens at 96 per inch. */
const PX = 0.75;
/** pdfkit decodes PNGs with transparency in memory; larger pictures cannot be printed. */
const MAX_PIXELS = 25_000_000;
const SVG_ROOT = /<svg\b[^>]*>/i;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

/** The drawing's size from its root element's viewBox, else its width and height in pixels. */
function svgSize(svg: string): Size | null {
  const root = SVG_ROOT.exec(svg)?.[0];
  if (!root) return null;
  const box = attribute(root, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [width, height] =
    box?.length === 4
      ? box.slice(2)
      : [attribute(root, 'width'), attribute(root, 'height')].map(Number);
  return width && height && width > 0 && height > 0
    ? { width: width * PX, height: height * PX }
    : null;
}

function openRaster(bytes: Buffer, open: OpenImage): OpenedPicture {
  const image = open(bytes);
  if (!(image.width > 0 && image.height > 0) || image.width * image.height > MAX_PIXELS) {
    throw new Error(`a picture of ${image.width}×${image.height} pixels cannot be printed`);
  }
  // pdfkit inflates PNG pixels later in a callback where a broken stream would stop the process.
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE) && image.imgData) inflateSync(image.imgData);
  return { kind: 'raster', image, size: { width: image.width * PX, height: image.height * PX } };
}

/** Parses a picture once per sheet; throws with a reason when it cannot be printed. */
export function openPicture(file: string, bytes: Buffer, open: OpenImage): OpenedPicture {
  if (!file.toLowerCase().endsWith('.svg')) return openRaster(bytes, open);
  const svg = bytes.toString('utf8');
  const size = svgSize(svg);
  if (!size) throw new Error('the drawing has no <svg> element with a size');
  return { kind: 'svg', svg, size };
}
