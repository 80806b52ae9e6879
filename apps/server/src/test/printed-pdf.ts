import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a printable PDF shows, read the way a viewer reads it: for tests. */
export interface PrintedPdf {
  /** Each page's text, spaces collapsed. */
  pages: string[];
  /** Each page's size in points. */
  sizes: [number, number][];
  /** Image objects in the file: one per picture, however often it is drawn. */
  imageObjects: number;
  /** How often the pages draw an image object. */
  imagesDrawn: number;
  /** Every colour shapes are filled with, as `#rrggbb`. */
  fills: Set<string>;
}

const hex = (rgb: ArrayLike<number>) =>
  `#${Array.from(rgb, (n) => n.toString(16).padStart(2, '0')).join('')}`;

export async function readPrintedPdf(bytes: Buffer): Promise<PrintedPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const read: PrintedPdf = {
    pages: [],
    sizes: [],
    // pdfkit writes object dictionaries uncompressed, so they can be counted in the bytes.
    imageObjects: bytes.toString('latin1').match(/\/Subtype \/Image\b/g)?.length ?? 0,
    imagesDrawn: 0,
    fills: new Set(),
  };
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width = 0, height = 0] = page.view.map(Math.round);
    read.sizes.push([width, height]);
    const text = await page.getTextContent();
    read.pages.push(
      text.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    const ops = await page.getOperatorList();
    ops.fnArray.forEach((fn, i) => {
      if (fn === OPS.paintImageXObject) read.imagesDrawn++;
      if (fn === OPS.setFillRGBColor) read.fills.add(hex(ops.argsArray[i]));
    });
  }
  await pdf.destroy();
  return read;
}
