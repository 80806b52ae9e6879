import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { PictureBytes, PictureWarning } from './picture-files.js';
import type { PrintableActivity } from './printable-activity.js';
import { printQuestion } from './printable-questions.js';
import { printStep } from './printable-steps.js';
import { type Doc, FOOTER_SPACE, GREY, MARGIN, rule, width } from './sheet-layout.js';
import { SheetPictures } from './sheet-pictures.js';

/** DejaVu covers the symbols kits use (−, ×, ÷, →, ≈, π) that the PDF standard fonts lack. */
const FONT_DIR = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
/** Read once per process, not once per sheet: each sheet embeds only the glyphs it uses. */
const FONTS = {
  body: readFileSync(join(FONT_DIR, 'DejaVuSans.ttf')),
  bold: readFileSync(join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
};

/**
 * An A4 sheet for the classroom: header, name/class/date lines, the items with their pictures,
 * page numbers. `pictures` holds the bytes of every kit file the sheet shows.
 */
export async function renderPrintable(
  sheet: PrintableActivity,
  pictures: PictureBytes,
  warn: PictureWarning,
): Promise<Buffer<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${sheet.title} (${sheet.kitTitle})`, Author: 'Kitlab', Subject: sheet.kind },
    lang: 'en-GB',
    displayTitle: true,
  });
  doc.registerFont('body', FONTS.body);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, sheet);
  const drawn = new SheetPictures(doc, pictures, warn);
  for (const item of sheet.items) {
    if (item.kind === 'step') printStep(doc, drawn, item);
    else printQuestion(doc, drawn, item);
  }
  footers(doc, sheet);
  doc.end();
  return finished;
}

function header(doc: Doc, sheet: PrintableActivity) {
  doc
    .font('body')
    .fontSize(10)
    .fillColor(GREY)
    .text(sheet.kitTitle.toUpperCase(), { characterSpacing: 0.5 });
  doc.moveDown(0.2).font('bold').fontSize(20).fillColor('black').text(sheet.title);
  const facts: string[] = [sheet.kind];
  if (sheet.totalMarks > 0) facts.push(`${sheet.totalMarks} marks`);
  if (sheet.estimatedMinutes) facts.push(`about ${sheet.estimatedMinutes} minutes`);
  doc.moveDown(0.2).font('body').fontSize(10).fillColor(GREY).text(facts.join('  ·  '));
  doc.moveDown(1).fillColor('black').fontSize(11);
  const y = doc.y + 12;
  const fields: [string, number][] = [
    ['Name', 0.5],
    ['Class', 0.2],
    ['Date', 0.3],
  ];
  let x = MARGIN;
  for (const [label, share] of fields) {
    const span = width(doc) * share;
    doc.text(`${label}:`, x, y - 12, { lineBreak: false });
    const start = x + doc.widthOfString(`${label}: `);
    rule(doc, start, x + span - 12, y);
    x += span;
  }
  doc.x = MARGIN;
  doc.y = y + 18;
  if (sheet.instructions) {
    doc.font('bold').fontSize(11).text('Instructions');
    doc.font('body').fontSize(11).text(sheet.instructions);
    doc.moveDown(0.8);
  }
}

function footers(doc: Doc, sheet: PrintableActivity) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 12;
    doc.font('body').fontSize(9).fillColor(GREY);
    doc.text(`${sheet.kitTitle} · ${sheet.title}`, MARGIN, y, {
      width: width(doc) / 2,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN + width(doc) / 2, y, {
      width: width(doc) / 2,
      align: 'right',
      lineBreak: false,
    });
  }
}
