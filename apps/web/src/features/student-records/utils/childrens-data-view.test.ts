import { describe, expect, it } from 'vitest';
import { childrensDataView, shownTab, staffReadsFilters } from './childrens-data-view';

const STUDENT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SCHOOL = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('the children’s data view in the address', () => {
  it('shows retention on a bare address', () => {
    const view = childrensDataView.read(new URLSearchParams());
    expect(shownTab(view)).toBe('retention');
    expect(childrensDataView.write(view).toString()).toBe('');
  });

  it('keeps the student by token and the school, and passes them to the list', () => {
    const view = childrensDataView.read(
      new URLSearchParams({
        tab: 'reads',
        student: STUDENT.toUpperCase(),
        school: SCHOOL,
        page: '2',
      }),
    );
    expect(view).toEqual({ tab: 'reads', student: STUDENT, school: SCHOOL, page: 2 });
    expect(staffReadsFilters(view)).toEqual({ student_token: STUDENT, school_token: SCHOOL });
  });

  it('reads a name or anything but a token as no student', () => {
    const view = childrensDataView.read(
      new URLSearchParams({ tab: 'reads', student: 'Ada Lovelace' }),
    );
    expect(view.student).toBeNull();
    expect(staffReadsFilters(view)).toEqual({});
  });

  it('starts the log again at page 1 when another student is chosen', () => {
    const on2 = { tab: 'reads' as const, student: null, school: null, page: 2 };
    expect(childrensDataView.change(on2, { student: STUDENT }).page).toBe(1);
  });
});
