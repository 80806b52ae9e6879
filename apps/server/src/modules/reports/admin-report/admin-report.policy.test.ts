import { describe, expect, it } from 'vitest';
import {
  breakdownLevelsOf,
  filterRefusal,
  offersSchoolChoice,
  schoolsInScope,
  scopeLevelOf,
} from './admin-report.policy.js';

const alder = { id: 1, token: 'alder', name: 'Alder' };
const birch = { id: 2, token: 'birch', name: 'Birch' };
const choices = { grades: [6, 7], classes: [60, 61], subjects: [1, 2], teachers: ['grace'] };

describe('the administrators’ report’s scope', () => {
  it('covers every school managed, or the one chosen among them; another school is absent', () => {
    expect(schoolsInScope([alder, birch], undefined)).toEqual([alder, birch]);
    expect(schoolsInScope([alder, birch], 'birch')).toEqual([birch]);
    expect(schoolsInScope([alder], 'birch')).toBeNull();
    expect(schoolsInScope([alder], 'alder')).toEqual([alder]);
  });

  it('offers a school to choose only to an administrator of several', () => {
    expect(offersSchoolChoice([alder, birch])).toBe(true);
    expect(offersSchoolChoice([alder])).toBe(false);
  });

  it('starts at the district or at the one school, and narrows to the last filter chosen', () => {
    expect(scopeLevelOf({}, false)).toBe('district');
    expect(scopeLevelOf({}, true)).toBe('school');
    expect(scopeLevelOf({ grade_id: 6, subject_id: 1 }, false)).toBe('subject');
  });
});

describe('the breakdowns', () => {
  it('are the levels below the scope: classes and teachers with one school, students with a class', () => {
    expect(breakdownLevelsOf({}, false)).toEqual(['school', 'grade', 'subject']);
    expect(breakdownLevelsOf({}, true)).toEqual(['grade', 'class', 'subject', 'teacher']);
    expect(breakdownLevelsOf({ grade_id: 6 }, false)).toEqual(['subject']);
    expect(breakdownLevelsOf({ class_id: 60 }, true)).toEqual(['subject', 'teacher', 'student']);
    expect(breakdownLevelsOf({ teacher_token: 'grace' }, true)).toEqual([]);
    expect(breakdownLevelsOf({ class_id: 60, teacher_token: 'grace' }, true)).toEqual(['student']);
  });
});

describe('the filters’ cascade', () => {
  it('accepts values among their options', () => {
    expect(filterRefusal({ grade_id: 6, class_id: 60, subject_id: 2 }, choices, true)).toBeNull();
  });

  it('refuses the first value outside its options, saying which', () => {
    expect(filterRefusal({ grade_id: 8, class_id: 99 }, choices, true)).toBe(
      'No such grade in this school.',
    );
    expect(filterRefusal({ grade_id: 6, class_id: 99 }, choices, true)).toBe(
      'No such class in this grade.',
    );
    expect(filterRefusal({ class_id: 99 }, choices, false)).toBe(
      'No such class: choose its school first.',
    );
    expect(filterRefusal({ class_id: 60, subject_id: 3 }, choices, true)).toBe(
      'No such subject taught in this class.',
    );
    expect(filterRefusal({ subject_id: 1, teacher_token: 'tom' }, choices, true)).toBe(
      'No such teacher of this subject here.',
    );
  });
});
