import { inlineText, type LessonBlock } from '@kitlab/kit-format';
import type { Size } from './opened-picture.js';
import type { PrintableItem } from './printable-activity.js';
import {
  answerLines,
  bullet,
  type Doc,
  GREY,
  heading,
  keepSpace,
  para,
  picture,
} from './sheet-layout.js';
import type { SheetPictures } from './sheet-pictures.js';

/** The most room a picture takes in a quest step. */
const STEP_PICTURE: Size = { width: 300, height: 200 };

/** A quest step: its instructions and pictures, what to gather, and lines for the answer. */
export function printStep(
  doc: Doc,
  pictures: SheetPictures,
  step: Extract<PrintableItem, { kind: 'step' }>,
) {
  keepSpace(doc, 120);
  heading(doc, `Step ${step.number}: ${step.title}`, null);
  blocks(doc, pictures, step.instructions, 0);
  for (const shown of step.pictures) picture(doc, pictures, shown.file, 0, STEP_PICTURE);
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

const CALLOUT_LABEL = {
  note: 'Note',
  tip: 'Tip',
  warning: 'Warning',
  safety: 'Safety',
  example: 'Example',
};

/** Lesson-style blocks as plain paragraphs: no markup reaches the sheet. */
function blocks(doc: Doc, pictures: SheetPictures, list: LessonBlock[], indent: number) {
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
          blocks(doc, pictures, rest, indent + 24);
        });
        break;
      case 'callout':
        doc.font('bold');
        para(doc, `${CALLOUT_LABEL[block.variant]}:`, indent);
        doc.font('body');
        blocks(doc, pictures, block.blocks, indent + 12);
        break;
      case 'image':
        picture(doc, pictures, block.file, indent, STEP_PICTURE);
        if (block.caption) {
          doc.fontSize(10).fillColor(GREY);
          para(doc, block.caption, indent);
          doc.fontSize(11).fillColor('black');
        }
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
