import { countOf } from '@kitlab/domain';
import type { Size } from './opened-picture.js';
import type { SheetPictures } from './sheet-pictures.js';
import { type Doc, GREY, RULE } from './sheet-style.js';

export { type Doc, GREY, RULE };

// The parts every printable shares: page geometry, rules, headings, paragraphs and pictures.

export const MARGIN = 50;
export const FOOTER_SPACE = 30;
export const LINE_GAP = 24;

export const width = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottom = (doc: Doc) => doc.page.height - MARGIN - FOOTER_SPACE;

export function rule(doc: Doc, from: number, to: number, y: number) {
  doc.save().moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(RULE).stroke().restore();
}

/** Starts a new page when less than `needed` points are left on this one. */
export function keepSpace(doc: Doc, needed: number) {
  if (doc.y + needed > bottom(doc)) doc.addPage();
}

export function heading(doc: Doc, label: string, marks: number | null) {
  const marksText = marks ? `(${countOf(marks, 'mark')})` : '';
  doc.font('bold').fontSize(12).fillColor('black');
  const markWidth = marksText ? doc.font('body').fontSize(10).widthOfString(marksText) + 12 : 0;
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(12)
    .text(label, MARGIN, top, { width: width(doc) - markWidth });
  const after = doc.y;
  if (marksText) {
    doc.font('body').fontSize(10).fillColor(GREY);
    doc.text(marksText, MARGIN + width(doc) - markWidth + 12, top + 1, {
      width: markWidth - 12,
      align: 'right',
    });
  }
  doc.fillColor('black').font('body').fontSize(11);
  doc.x = MARGIN;
  doc.y = after + 4;
}

/** A picture on lines of its own, kept whole on one page. */
export function picture(
  doc: Doc,
  pictures: SheetPictures,
  file: string,
  indent: number,
  box: Size,
) {
  const { height } = pictures.sizeIn(file, box);
  keepSpace(doc, height + 8);
  const top = doc.y + 2;
  pictures.draw(file, MARGIN + indent, top, box);
  doc.x = MARGIN;
  doc.y = top + height + 6;
}

export function answerLines(doc: Doc, count: number) {
  for (let i = 0; i < count; i++) {
    keepSpace(doc, LINE_GAP);
    doc.y += LINE_GAP;
    rule(doc, MARGIN + 18, MARGIN + width(doc), doc.y);
  }
  doc.y += 6;
}

/** A paragraph whose every line starts `indent` points in (pdfkit's own indent is first-line only). */
export function para(doc: Doc, text: string, indent: number) {
  doc.text(text, MARGIN + indent, doc.y, { width: width(doc) - indent });
  doc.x = MARGIN;
}

/** A list entry: the marker, then text whose wrapped lines align after it. */
export function bullet(doc: Doc, marker: string, text: string, indent: number) {
  const y = doc.y;
  doc.text(marker, MARGIN + indent, y, { width: 18, lineBreak: false });
  doc.text(text, MARGIN + indent + 18, y, { width: width(doc) - indent - 18 });
  doc.x = MARGIN;
}
