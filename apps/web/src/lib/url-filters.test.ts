import { describe, expect, it } from 'vitest';
import {
  choiceParam,
  gradeParam,
  idListParam,
  type ParamCodec,
  pageParam,
  readPositiveInteger,
  slugParam,
  urlFilters,
} from './url-filters';

describe('readPositiveInteger', () => {
  it('reads whole numbers from 1 written plainly', () => {
    expect(readPositiveInteger('7')).toBe(7);
    expect(readPositiveInteger('120')).toBe(120);
  });

  it('reads anything else as none', () => {
    for (const raw of [null, '', '0', '-3', '3.0', '03', ' 3', '3a', '1e3', '99999999999999999']) {
      expect(readPositiveInteger(raw)).toBeNull();
    }
  });
});

describe('parameter codecs', () => {
  it('takes grades 1 to 12 only', () => {
    expect(gradeParam.read('6')).toBe(6);
    expect(gradeParam.read('12')).toBe(12);
    expect(gradeParam.read('13')).toBeNull();
    expect(gradeParam.write(null)).toBeNull();
  });

  it('writes id lists sorted and without repeats, and reads only the ids it can', () => {
    expect(idListParam.read('3,1,x,3,, 2')).toEqual([1, 2, 3]);
    expect(idListParam.read(null)).toEqual([]);
    expect(idListParam.write([3, 1, 3])).toBe('1,3');
    expect(idListParam.write([])).toBeNull();
    const many = Array.from({ length: 25 }, (_, index) => index + 1).join(',');
    expect(idListParam.read(many)).toHaveLength(20);
  });

  it('leaves page 1 out of the address', () => {
    expect(pageParam.read(null)).toBe(1);
    expect(pageParam.read('0')).toBe(1);
    expect(pageParam.read('4')).toBe(4);
    expect(pageParam.write(1)).toBeNull();
    expect(pageParam.write(4)).toBe('4');
  });

  it('takes slugs only', () => {
    expect(slugParam.read('changes-of-state')).toBe('changes-of-state');
    expect(slugParam.read('Changes of state')).toBeNull();
    expect(slugParam.read('-edge-')).toBeNull();
  });

  it('maps choices to their own words both ways', () => {
    const codec = choiceParam({ 'Not Assigned': 'not-assigned', Completed: 'completed' });
    expect(codec.read('not-assigned')).toBe('Not Assigned');
    expect(codec.read('Not Assigned')).toBeNull();
    expect(codec.write('Completed')).toBe('completed');
    expect(codec.write(null)).toBeNull();
  });
});

interface Demo {
  search: string;
  grade: number | null;
  view: string | null;
  page: number;
}

/** Trimmed text, as the kit lists' search parameter reads it (less its length limit). */
const textParam: ParamCodec<string> = {
  read: (raw) => raw?.trim() ?? '',
  write: (value) => value.trim() || null,
};

const demo = urlFilters<Demo>({
  search: { key: 'q', codec: textParam },
  grade: { key: 'grade', codec: gradeParam },
  view: { key: 'view', codec: slugParam, resetsPage: false },
  page: { key: 'page', codec: pageParam },
});

describe('urlFilters', () => {
  it('reads every field, and unreadable values as no filter', () => {
    const params = new URLSearchParams('q=maps&grade=44&view=grid&page=3&other=1');
    expect(demo.read(params)).toEqual({ search: 'maps', grade: null, view: 'grid', page: 3 });
    expect(demo.empty).toEqual({ search: '', grade: null, view: null, page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(demo.write(demo.empty).toString()).toBe('');
    expect(demo.write({ search: 'maps', grade: 7, view: null, page: 2 }).toString()).toBe(
      'q=maps&grade=7&page=2',
    );
  });

  it('starts again at page 1 when a filter changes, but not for the page or a view field', () => {
    const onPage3 = { ...demo.empty, grade: 6, page: 3 };
    expect(demo.change(onPage3, { grade: 7 }).page).toBe(1);
    expect(demo.change(onPage3, { page: 4 }).page).toBe(4);
    expect(demo.change(onPage3, { view: 'grid' })).toEqual({ ...onPage3, view: 'grid' });
    expect(demo.change(onPage3, { grade: 7, page: 2 }).page).toBe(2);
  });

  it('keeps the page when a filter is set to the value it already has', () => {
    const onPage3 = { ...demo.empty, search: 'maps', page: 3 };
    expect(demo.change(onPage3, { search: 'maps' }).page).toBe(3);
  });

  it('says whether anything but the page narrows the list', () => {
    expect(demo.isFiltered(demo.empty)).toBe(false);
    expect(demo.isFiltered({ ...demo.empty, page: 5 })).toBe(false);
    expect(demo.isFiltered({ ...demo.empty, grade: 6 })).toBe(true);
    expect(demo.isFiltered({ ...demo.empty, search: 'x' })).toBe(true);
  });
});
