import { reports } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { chooseFilter, onlyFilters, reportFilters, toReportFilters } from './report-filters';

const SCHOOL = '0b5d1c1e-8a3e-4c55-9d6b-2f3a4b5c6d7e';
const TEACHER = '5f6e7d8c-9b0a-4e1d-8c2b-3a4f5e6d7c8b';
const FULL = `school=${SCHOOL}&grade=3&class=41&subject=2&teacher=${TEACHER}`;

const read = (search: string) => reportFilters.read(new URLSearchParams(search));
const changed = (search: string, change: ReturnType<typeof chooseFilter>) =>
  reportFilters.write(reportFilters.change(read(search), change)).toString();

describe('the report filters in the address', () => {
  it('reads each filter from its own word and writes them back the same', () => {
    const filters = read(FULL);
    expect(filters).toEqual({
      school_token: SCHOOL,
      grade_id: '3',
      class_id: '41',
      subject_id: '2',
      teacher_token: TEACHER,
      page: 1,
    });
    expect(reportFilters.write(filters).toString()).toBe(FULL);
    expect(reportFilters.isFiltered(filters)).toBe(true);
  });

  it('takes what cannot be a filter as no filter, so a mangled link still opens', () => {
    expect(read('grade=three&class=-4&subject=0&school=not-a-token&teacher=1')).toEqual(
      reportFilters.empty,
    );
    expect(reportFilters.isFiltered(reportFilters.empty)).toBe(false);
    expect(reportFilters.write(reportFilters.empty).toString()).toBe('');
  });

  it('gives the report call the chosen filters only, ids as numbers', () => {
    expect(toReportFilters(read(FULL))).toEqual({
      school_token: SCHOOL,
      grade_id: 3,
      class_id: 41,
      subject_id: 2,
      teacher_token: TEACHER,
    });
    expect(toReportFilters(read('class=41'))).toEqual({ class_id: 41 });
    expect(reports.adminReportFilters.parse(toReportFilters(read(FULL)))).toBeTruthy();
  });
});

describe('the filter cascade (spec section 4)', () => {
  it('clears class, subject and teacher when a grade is chosen', () => {
    expect(changed(FULL, chooseFilter('grade_id', '4'))).toBe(`school=${SCHOOL}&grade=4`);
  });

  it('clears subject and teacher when a class is chosen', () => {
    expect(changed(FULL, chooseFilter('class_id', '42'))).toBe(`school=${SCHOOL}&grade=3&class=42`);
  });

  it('clears the teacher when a subject is chosen', () => {
    expect(changed(FULL, chooseFilter('subject_id', '5'))).toBe(
      `school=${SCHOOL}&grade=3&class=41&subject=5`,
    );
  });

  it('clears every filter when a school is chosen, and nothing when a teacher is', () => {
    const other = '1a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d';
    expect(changed(FULL, chooseFilter('school_token', other))).toBe(`school=${other}`);
    expect(changed(FULL, chooseFilter('teacher_token', null))).toBe(
      `school=${SCHOOL}&grade=3&class=41&subject=2`,
    );
  });

  it('clears the filters below when one goes back to all', () => {
    expect(changed(FULL, chooseFilter('grade_id', null))).toBe(`school=${SCHOOL}`);
  });

  it('follows the contract’s one order of the filters', () => {
    for (const [index, name] of reports.ADMIN_REPORT_FILTER_ORDER.entries()) {
      const change = chooseFilter(name, 'x');
      const cleared = reports.ADMIN_REPORT_FILTER_ORDER.filter((_, i) => i > index);
      expect(Object.keys(change)).toEqual([name, ...cleared]);
    }
  });

  it('shows a search hit with exactly its filters', () => {
    expect(changed(FULL, onlyFilters({ grade_id: 2, class_id: 7 }))).toBe('grade=2&class=7');
  });
});
