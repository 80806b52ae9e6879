import type { Size } from './opened-picture.js';
import type { PrintableItem } from './printable-activity.js';
import {
  answerLines,
  type Doc,
  GREY,
  heading,
  keepSpace,
  LINE_GAP,
  MARGIN,
  picture,
  RULE,
  width,
} from './sheet-layout.js';
import type { SheetPictures } from './sheet-pictures.js';

type Question = Exclude<PrintableItem, { kind: 'step' }>;
type Option = Extract<PrintableItem, { kind: 'choice' }>['options'][number];

/** The most room a picture takes beside a question and as an option. */
const QUESTION_PICTURE: Size = { width: 260, height: 180 };
const OPTION_PICTURE: Size = { width: 160, height: 110 };
const OPTION_LINE = 20;

const optionPicture = (pictures: SheetPictures, option: Option) =>
  option.picture ? pictures.sizeIn(option.picture.file, OPTION_PICTURE) : null;

/** An option's tick box row: one line of text, a picture, or both. */
function optionHeight(pictures: SheetPictures, option: Option): number {
  const shown = optionPicture(pictures, option);
  if (!shown) return OPTION_LINE;
  return shown.height + (option.text ? OPTION_LINE + 4 : 5);
}

function printOption(doc: Doc, pictures: SheetPictures, option: Option) {
  const shown = optionPicture(pictures, option);
  keepSpace(doc, optionHeight(pictures, option));
  const y = doc.y + 2;
  doc
    .save()
    .rect(MARGIN + 18, y, 11, 11)
    .lineWidth(0.8)
    .strokeColor('black')
    .stroke()
    .restore();
  doc.text(option.label, MARGIN + 38, y, { width: 20, lineBreak: false });
  doc.y = y;
  if (option.text) doc.text(option.text, MARGIN + 58, y, { width: width(doc) - 58 });
  if (option.picture && shown) {
    const top = option.text ? doc.y + 4 : y;
    pictures.draw(option.picture.file, MARGIN + 58, top, OPTION_PICTURE);
    doc.y = top + shown.height;
  }
  doc.x = MARGIN;
  doc.y += 5;
}

/** How much of the page a question needs before its answer space. */
function questionHeight(doc: Doc, pictures: SheetPictures, item: Question): number {
  const prompt = doc
    .font('bold')
    .fontSize(12)
    .heightOfString(`${item.number}. ${item.prompt}`, { width: width(doc) - 80 });
  const shown = item.picture ? pictures.sizeIn(item.picture.file, QUESTION_PICTURE).height + 8 : 0;
  return prompt + shown;
}

/** A quiz or worksheet question: prompt, picture, then tick boxes, answer lines or a drawing box. */
export function printQuestion(doc: Doc, pictures: SheetPictures, item: Question) {
  const body =
    item.kind === 'choice'
      ? item.options.reduce((sum, option) => sum + optionHeight(pictures, option), 0)
      : item.drawingBox
        ? 190
        : item.lines * LINE_GAP;
  keepSpace(doc, questionHeight(doc, pictures, item) + Math.min(body, 240) + 20);
  heading(doc, `${item.number}. ${item.prompt.replace(/_{3,}/g, '______________')}`, item.marks);
  if (item.picture) picture(doc, pictures, item.picture.file, 18, QUESTION_PICTURE);
  if (item.kind === 'choice') {
    if (item.multiple) {
      doc
        .fontSize(10)
        .fillColor(GREY)
        .text('Tick all that apply.', { indent: 18 })
        .fillColor('black')
        .fontSize(11);
    }
    for (const option of item.options) printOption(doc, pictures, option);
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
