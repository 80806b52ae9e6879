import { describe, expect, it } from 'vitest';
import { gridFixture } from '../testing/grid-fixture';
import { csvField, gradebookCsv, gradebookFileName } from './gradebook-csv';

describe('csvField', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvField('Light quiz')).toBe('Light quiz');
    expect(csvField('Okafor, Ada')).toBe('"Okafor, Ada"');
    expect(csvField('the "best"')).toBe('"the ""best"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running text that starts like a formula', () => {
    for (const value of ['=1+1', '+44', '-2', '@SUM(A1)', '\tcell', '\rcell']) {
      expect(csvField(value).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvField('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvField('80%')).toBe('80%');
  });
});

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
