import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inlineText, type LessonBlock } from '@kitlab/kit-format';
import PDFDocument from 'pdfkit';
import type { PrintableActivity, PrintableItem, PrintablePicture } from './printable-activity.js';

type Doc = PDFKit.PDFDocument;

/** DejaVu covers the symbols kits use (−, ×, ÷, →, ≈, π) that the PDF standard fonts lack. */
const FONT_DIR = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const MARGIN = 50;
const FOOTER_SPACE = 30;
const LINE_GAP = 24;
const GREY = '#555555';
const RULE = '#9a9a9a';

/** An A4 sheet for the classroom: header, name/class/date lines, the items, page numbers. */
export async function renderPrintable(sheet: PrintableActivity): Promise<Buffer<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${sheet.title} (${sheet.kitTitle})`, Author: 'Kitlab', Subject: sheet.kind },
    lang: 'en-GB',
    displayTitle: true,
  });
  doc.registerFont('body', join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont('bold', join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, sheet);
  for (const item of sheet.items) printItem(doc, item);
  footers(doc, sheet);
  doc.end();
  return finished;
}

const width = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottom = (doc: Doc) => doc.page.height - MARGIN - FOOTER_SPACE;

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

function rule(doc: Doc, from: number, to: number, y: number) {
  doc.save().moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(RULE).stroke().restore();
}

/** Starts a new page when less than `needed` points are left on this one. */
function keepSpace(doc: Doc, needed: number) {
  if (doc.y + needed > bottom(doc)) doc.addPage();
}

function heading(doc: Doc, label: string, marks: number | null) {
  const marksText = marks ? `(${marks} mark${marks === 1 ? '' : 's'})` : '';
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

function picture(doc: Doc, shown: PrintablePicture | null) {
  if (!shown) return;
  doc.font('body').fontSize(10).fillColor(GREY);
  para(doc, `Picture: ${shown.alt}`, 18);
  doc.fillColor('black').fontSize(11).moveDown(0.3);
}

function answerLines(doc: Doc, count: number) {
  for (let i = 0; i < count; i++) {
    keepSpace(doc, LINE_GAP);
    doc.y += LINE_GAP;
    rule(doc, MARGIN + 18, MARGIN + width(doc), doc.y);
  }
  doc.y += 6;
}

function printItem(doc: Doc, item: PrintableItem) {
  if (item.kind === 'step') return printStep(doc, item);
  const promptHeight = doc
    .font('bold')
    .fontSize(12)
    .heightOfString(`${item.number}. ${item.prompt}`, { width: width(doc) - 80 });
  const body =
    item.kind === 'choice'
      ? item.options.length * 20
      : item.drawingBox
        ? 190
        : item.lines * LINE_GAP;
  keepSpace(doc, promptHeight + Math.min(body, 240) + 20);
  heading(doc, `${item.number}. ${item.prompt.replace(/_{3,}/g, '______________')}`, item.marks);
  picture(doc, item.picture);
  if (item.kind === 'choice') {
    if (item.multiple) {
      doc
        .fontSize(10)
        .fillColor(GREY)
        .text('Tick all that apply.', { indent: 18 })
        .fillColor('black')
        .fontSize(11);
    }
    for (const option of item.options) {
      keepSpace(doc, 20);
      const y = doc.y + 2;
      doc
        .save()
        .rect(MARGIN + 18, y, 11, 11)
        .lineWidth(0.8)
        .strokeColor('black')
        .stroke()
        .restore();
      doc.text(`${option.label}   ${option.text}`, MARGIN + 38, y, { width: width(doc) - 38 });
      doc.x = MARGIN;
      doc.y += 5;
    }
  } else if (item.drawingBox) {
    keepSpace(doc, 190);
    doc
      .save()
      .rect(MARGIN + 18, doc.y + 4, width(doc) - 18, 180)
      .lineWidth(0.8)
      .strokeColor(RULE)
      .stroke()
      .restore();
    doc.y += 190;
  } else {
    answerLines(doc, item.lines);
  }
  doc.moveDown(0.8);
}

function printStep(doc: Doc, step: Extract<PrintableItem, { kind: 'step' }>) {
  keepSpace(doc, 120);
  heading(doc, `Step ${step.number}: ${step.title}`, null);
  blocks(doc, step.instructions, 0);
  for (const shown of step.pictures) picture(doc, shown);
  if (step.materials.length > 0) {
    keepSpace(doc, 40);
    doc.font('bold').text('You will need');
    doc.font('body');
    for (const m of step.materials) bullet(doc, '•', `${m.name} (${m.quantity})`, 6);
    doc.moveDown(0.4);
  }
  for (const title of step.printables) doc.text(`Printable sheet: ${title}`);
  if (step.lines > 0) {
    keepSpace(doc, 40);
    if (step.responsePrompt) doc.moveDown(0.3).font('bold').text(step.responsePrompt).font('body');
    answerLines(doc, step.lines);
  }
  doc.moveDown(1);
}

/** A paragraph whose every line starts `indent` points in (pdfkit's own indent is first-line only). */
function para(doc: Doc, text: string, indent: number) {
  doc.text(text, MARGIN + indent, doc.y, { width: width(doc) - indent });
  doc.x = MARGIN;
}

/** A list entry: the marker, then text whose wrapped lines align after it. */
function bullet(doc: Doc, marker: string, text: string, indent: number) {
  const y = doc.y;
  doc.text(marker, MARGIN + indent, y, { width: 18, lineBreak: false });
  doc.text(text, MARGIN + indent + 18, y, { width: width(doc) - indent - 18 });
  doc.x = MARGIN;
}

const CALLOUT_LABEL = {
  note: 'Note',
  tip: 'Tip',
  warning: 'Warning',
  safety: 'Safety',
  example: 'Example',
};

/** Lesson-style blocks as plain paragraphs: no markup reaches the sheet. */
function blocks(doc: Doc, list: LessonBlock[], indent: number) {
  for (const block of list) {
    keepSpace(doc, 30);
    switch (block.type) {
      case 'heading':
        doc.font('bold');
        para(doc, inlineText(block.children), indent);
        doc.font('body');
        break;
      case 'paragraph':
        para(doc, inlineText(block.children), indent);
        break;
      case 'list':
        block.items.forEach((entry, i) => {
          const marker = block.ordered ? `${(block.start ?? 1) + i}.` : '•';
          const [first, ...rest] = entry.blocks;
          const text = first && 'children' in first ? inlineText(first.children) : '';
          bullet(doc, marker, text, indent + 6);
          blocks(doc, rest, indent + 24);
        });
        break;
      case 'callout':
        doc.font('bold');
        para(doc, `${CALLOUT_LABEL[block.variant]}:`, indent);
        doc.font('body');
        blocks(doc, block.blocks, indent + 12);
        break;
      case 'image':
        doc.fillColor(GREY);
        para(doc, `Picture: ${block.alt}`, indent);
        doc.fillColor('black');
        break;
      case 'table':
        for (const row of [block.header, ...block.rows]) {
          para(doc, row.map((cell) => inlineText(cell)).join('  |  '), indent);
        }
        break;
      case 'code_block':
        para(doc, block.text, indent + 12);
        break;
    }
    doc.moveDown(0.3);
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
