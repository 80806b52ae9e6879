import { describe, expect, it } from 'vitest';
import { gridFixture } from '../testing/grid-fixture';
import { gradebookCsv, gradebookFileName } from './gradebook-csv';

describe('gradebookCsv', () => {
  it('has a header of activity titles and one row per student, as the cells read on screen', () => {
    expect(gradebookCsv(gridFixture()).split('\r\n')).toEqual([
      `Last name,First name,Light quiz,"'=SUM(A1), ""the"" worksheet"`,
      'Adeyemi,Amara,60%,Submitted',
      'Moreau,Lucas,In progress,Overdue',
      "'@Zhang,Zoe,90%,50%",
      '',
    ]);
  });

  it('names the file by class and day only', () => {
    expect(gradebookFileName(gridFixture())).toBe('gradebook-6A-2027-01-31.csv');
    expect(gradebookFileName({ ...gridFixture(), class_name: '7 / B' })).toBe(
      'gradebook-7-B-2027-01-31.csv',
    );
  });
});
