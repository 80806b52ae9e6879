import { describe, expect, it } from 'vitest';
import type { MarkedItem } from './marked-items';
import { initialMarking, markingChanged, marksToSend } from './marking-form';

const item = (id: number, marks: number): MarkedItem => ({
  id,
  label: `Question ${id}`,
  heading: 'h',
  picture: null,
  marks,
  guide: null,
});

describe('marking form', () => {
  const items = [item(1, 2), item(2, 3), item(3, 0)];

  it('starts from the marks and comments already given, comments without marks included', () => {
    const draft = initialMarking(items, [
      { activity_detail_id: 1, marks_obtained: 2, comment: 'Clear.' },
      { activity_detail_id: 2, marks_obtained: null, comment: 'Say which sensor.' },
    ]);
    expect(draft).toEqual({
      1: { marks: 2, comment: 'Clear.' },
      2: { marks: '', comment: 'Say which sensor.' },
      3: { marks: '', comment: '' },
    });
  });

  it('sends the items with marks, a checked 0-mark step included, and leaves blanks out', () => {
    const sent = marksToSend(
      items,
      {
        1: { marks: 1, comment: '  Nearly: name the state.  ' },
        2: { marks: '', comment: '  ' },
        3: { marks: 0, comment: '' },
      },
      [],
    );
    expect(sent).toEqual({
      marks: [
        { activity_detail_id: 1, marks_obtained: 1, comment: 'Nearly: name the state.' },
        { activity_detail_id: 3, marks_obtained: 0, comment: null },
      ],
      errors: {},
    });
  });

  it('sends the comment of an item left blank without marks, and clears one it had', () => {
    const sent = marksToSend(
      items,
      {
        1: { marks: '', comment: '' },
        2: { marks: '', comment: ' Say which sensor. ' },
        3: { marks: '', comment: 'Add a photo.' },
      },
      [{ activity_detail_id: 1, marks_obtained: null, comment: 'Old words.' }],
    );
    expect(sent).toEqual({
      marks: [
        { activity_detail_id: 1, marks_obtained: null, comment: null },
        { activity_detail_id: 2, marks_obtained: null, comment: 'Say which sensor.' },
        { activity_detail_id: 3, marks_obtained: null, comment: 'Add a photo.' },
      ],
      errors: {},
    });
  });

  it('tells marks or comments changed since saving from the form as it was left', () => {
    const saved = [{ activity_detail_id: 1, marks_obtained: 2, comment: 'Clear.' }];
    const asSaved = initialMarking(items, saved);
    expect(markingChanged(items, asSaved, saved)).toBe(false);
    expect(markingChanged(items, { ...asSaved, 1: { marks: 1, comment: 'Clear.' } }, saved)).toBe(
      true,
    );
    expect(
      markingChanged(items, { ...asSaved, 3: { marks: '', comment: 'Add a photo.' } }, saved),
    ).toBe(true);
    // A change to an item not asked about is not counted.
    const others = items.filter((one) => one.id !== 3);
    expect(markingChanged(others, { ...asSaved, 3: { marks: 0, comment: '' } }, saved)).toBe(false);
  });

  it('refuses marks above the item, below 0 or not whole', () => {
    const sent = marksToSend(
      items,
      {
        1: { marks: 3, comment: '' },
        2: { marks: 1.5, comment: '' },
        3: { marks: -1, comment: '' },
      },
      [],
    );
    expect(sent.marks).toEqual([]);
    expect(sent.errors).toEqual({
      1: 'Give a whole number from 0 to 2.',
      2: 'Give a whole number from 0 to 3.',
      3: 'Give a whole number from 0 to 0.',
    });
  });
});
