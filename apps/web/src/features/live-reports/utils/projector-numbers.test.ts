import { beforeEach, describe, expect, it } from 'vitest';
import {
  extendNumbering,
  keepNumbering,
  numbersOf,
  projectorName,
  readNumbering,
} from './projector-numbers';

describe('extendNumbering', () => {
  it('numbers a first class by token, not by the order given (which runs by name)', () => {
    expect(extendNumbering([], ['t-zed', 't-amy', 't-kim'])).toEqual(['t-amy', 't-kim', 't-zed']);
  });

  it('keeps every number given and appends students new to the report', () => {
    const first = extendNumbering([], ['b', 'c']);
    const later = extendNumbering(first, ['a', 'c', 'd', 'b']);
    expect(later).toEqual(['b', 'c', 'a', 'd']);
    expect(numbersOf(later).get('b')).toBe(1);
    expect(numbersOf(later).get('d')).toBe(4);
  });

  it('keeps the number of a student no longer shown, so nobody is renumbered', () => {
    expect(extendNumbering(['a', 'b', 'c'], ['a', 'c'])).toEqual(['a', 'b', 'c']);
  });
});

describe('stored numbering', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept per class for the tab session', () => {
    keepNumbering(4, ['x', 'y'], sessionStorage);
    expect(readNumbering(4, sessionStorage)).toEqual(['x', 'y']);
    expect(readNumbering(5, sessionStorage)).toEqual([]);
    expect(sessionStorage.getItem('kitlab.projector_numbers.4')).toBe('["x","y"]');
  });

  it('starts afresh from a damaged record', () => {
    sessionStorage.setItem('kitlab.projector_numbers.4', '{"not": "a list"');
    expect(readNumbering(4, sessionStorage)).toEqual([]);
    sessionStorage.setItem('kitlab.projector_numbers.4', '[1, 2]');
    expect(readNumbering(4, sessionStorage)).toEqual([]);
  });

  it('names a student by number', () => {
    expect(projectorName(3)).toBe('Student 3');
  });
});
