import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

const filters = { class_id: 4, sort: 'name', order: 'asc' } as const;

describe('exportFileName', () => {
  it('names the class and the format', () => {
    expect(exportFileName('7A', filters, 'csv')).toBe('answers-7a.csv');
    expect(exportFileName('7 / B', filters, 'xlsx')).toBe('answers-7-b.xlsx');
    expect(exportFileName('***', filters, 'csv')).toBe('answers-4.csv');
  });

  it('adds the activity and the days the table was filtered to', () => {
    expect(
      exportFileName(
        '7A',
        { ...filters, activity_id: 12, from: '2027-01-04', to: '2027-01-31' },
        'xlsx',
        'Cells & microscopes quiz',
      ),
    ).toBe('answers-7a-cells-microscopes-quiz-2027-01-04-to-2027-01-31.xlsx');
    expect(exportFileName('7A', { ...filters, from: '2027-01-04' }, 'csv')).toBe(
      'answers-7a-2027-01-04-to-today.csv',
    );
  });
});
