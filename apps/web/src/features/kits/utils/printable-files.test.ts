import { describe, expect, it } from 'vitest';
import { printableFiles } from './printable-files';

const sheet = {
  title: 'Record sheet',
  file: '/api/kits/media/k/a.svg',
  media_type: 'image/svg+xml',
};
const guide = { title: 'Guide', file: '/api/kits/media/k/b.pdf', media_type: 'application/pdf' };

describe('printableFiles', () => {
  it("lists a quest's step handouts once each, in step order, saying what each is", () => {
    const files = printableFiles({
      activity_details: [
        { detail_type: 'step', printables: [sheet] },
        { detail_type: 'step', printables: [guide, sheet] },
      ],
    });
    expect(files.map((f) => [f.title, f.kind])).toEqual([
      ['Record sheet', 'picture'],
      ['Guide', 'PDF'],
    ]);
  });

  it('finds none in quizzes and worksheets', () => {
    expect(printableFiles({ activity_details: [{ detail_type: 'question' }] })).toEqual([]);
  });
});
