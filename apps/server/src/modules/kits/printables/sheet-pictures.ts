import SVGtoPDF from 'svg-to-pdfkit';
import { type OpenedPicture, openPicture, type RasterImage, type Size } from './opened-picture.js';
import type { PictureBytes, PictureWarning } from './picture-files.js';
import { type Doc, GREY, RULE } from './sheet-style.js';

/** Small pictures may grow this much to fill their space; larger ones shrink to fit it. */
const MAX_ENLARGEMENT = 1.5;
/** The box printed for a picture that cannot be, before it is fitted to its space. */
const PLACEHOLDER: Size = { width: 150, height: 90 };

/** The drawing methods pdfkit has but its type definitions leave out. */
interface RasterDoc {
  openImage(bytes: Buffer): RasterImage;
  image(image: RasterImage, x: number, y: number, options: Size): unknown;
}

const svgOptions = (size: Size): SVGtoPDF.Options => ({
  ...size,
  preserveAspectRatio: 'xMidYMid meet',
  // Labels inside drawings use the sheet's fonts, which have the symbols kits write.
  fontCallback: (_family, bold) => (bold ? 'bold' : 'body'),
  // Kits may not hold <image> elements; never let one name a file on the server.
  imageCallback: () => '',
  // The kit format's checks refuse what matters at import; notes on skipped details would only
  // repeat on every print.
  warningCallback: () => {},
});

/**
 * The kit pictures of one sheet, each opened once and drawn as often as the sheet shows it. A
 * picture that cannot be printed becomes a box labelled "Picture", never its alt text.
 */
export class SheetPictures {
  private readonly opened = new Map<string, OpenedPicture | null>();

  constructor(
    private readonly doc: Doc,
    private readonly bytes: PictureBytes,
    private readonly warn: PictureWarning,
  ) {}

  private get raster(): RasterDoc {
    return this.doc as unknown as RasterDoc;
  }

  private open(file: string): OpenedPicture | null {
    if (this.opened.has(file)) return this.opened.get(file) ?? null;
    let picture: OpenedPicture | null = null;
    const bytes = this.bytes.get(file);
    if (bytes) {
      try {
        picture = openPicture(file, bytes, (b) => this.raster.openImage(b));
      } catch (error) {
        this.warn(file, (error as Error).message);
      }
    }
    this.opened.set(file, picture);
    return picture;
  }

  /** The size the picture is printed at within `box`, keeping its proportions. */
  sizeIn(file: string, box: Size): Size {
    const picture = this.open(file);
    const { width, height } = picture?.size ?? PLACEHOLDER;
    const scale = Math.min(box.width / width, box.height / height, picture ? MAX_ENLARGEMENT : 1);
    return { width: width * scale, height: height * scale };
  }

  /** Draws the picture with its top left corner at (x, y); returns the size it took. */
  draw(file: string, x: number, y: number, box: Size): Size {
    const size = this.sizeIn(file, box);
    const picture = this.open(file);
    if (picture?.kind === 'svg') SVGtoPDF(this.doc, picture.svg, x, y, svgOptions(size));
    else if (picture) this.raster.image(picture.image, x, y, size);
    else this.placeholder(x, y, size);
    this.doc.font('body').fontSize(11).fillColor('black');
    return size;
  }

  private placeholder(x: number, y: number, size: Size) {
    const { doc } = this;
    doc.save().rect(x, y, size.width, size.height).lineWidth(0.8).dash(4, { space: 3 });
    doc.strokeColor(RULE).stroke().restore();
    doc.font('body').fontSize(10).fillColor(GREY);
    doc.text('Picture', x, y + size.height / 2 - 6, {
      width: size.width,
      align: 'center',
      lineBreak: false,
    });
  }
}
