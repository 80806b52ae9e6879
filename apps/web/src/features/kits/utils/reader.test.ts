import { describe, expect, it } from 'vitest';
import { readerAddress, readerPlace, stepReader } from './reader';

const lessons = [
  { slug: 'sense-think-act', pages: [1, 2, 3] },
  { slug: 'sensors', pages: [1] },
  { slug: 'signals', pages: [1, 2] },
];

describe('readerPlace', () => {
  it('opens the named lesson at the named page', () => {
    expect(readerPlace(lessons, { lesson: 'signals', page: 2 })).toEqual({ lesson: 2, page: 1 });
  });

  it('opens the first lesson when none is named, at the named page', () => {
    expect(readerPlace(lessons, { lesson: null, page: 2 })).toEqual({ lesson: 0, page: 1 });
  });

  it('brings a page past the end back to the last page', () => {
    expect(readerPlace(lessons, { lesson: 'sensors', page: 9 })).toEqual({ lesson: 1, page: 0 });
  });

  it('opens the start of the kit for a lesson it does not have', () => {
    expect(readerPlace(lessons, { lesson: 'retired', page: 3 })).toEqual({ lesson: 0, page: 0 });
  });

  it('has no place in a kit without lessons', () => {
    expect(readerPlace([], { lesson: null, page: 1 })).toBeNull();
  });
});

describe('stepReader', () => {
  it('turns pages within a lesson', () => {
    expect(stepReader(lessons, { lesson: 0, page: 0 }, 1)).toEqual({ lesson: 0, page: 1 });
    expect(stepReader(lessons, { lesson: 0, page: 2 }, -1)).toEqual({ lesson: 0, page: 1 });
  });

  it('reads on into the next lesson, and back to the end of the previous one', () => {
    expect(stepReader(lessons, { lesson: 0, page: 2 }, 1)).toEqual({ lesson: 1, page: 0 });
    expect(stepReader(lessons, { lesson: 2, page: 0 }, -1)).toEqual({ lesson: 1, page: 0 });
    expect(stepReader(lessons, { lesson: 1, page: 0 }, -1)).toEqual({ lesson: 0, page: 2 });
  });

  it('stops at both ends of the kit', () => {
    expect(stepReader(lessons, { lesson: 0, page: 0 }, -1)).toBeNull();
    expect(stepReader(lessons, { lesson: 2, page: 1 }, 1)).toBeNull();
  });
});

describe('readerAddress', () => {
  it('names the lesson by slug and counts pages from 1', () => {
    expect(readerAddress(lessons, { lesson: 2, page: 1 })).toEqual({ lesson: 'signals', page: 2 });
  });
});
