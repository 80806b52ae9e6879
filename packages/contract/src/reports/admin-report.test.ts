import { describe, expect, it } from 'vitest';
import { adminReportFileName } from './admin-report.js';

describe('adminReportFileName', () => {
  const today = '2027-01-31';
  it('names the file by its scope and the school’s date', () => {
    expect(adminReportFileName({ scope: { level: 'class', name: '6A' }, today }, 'csv')).toBe(
      'admin-report-6A-2027-01-31.csv',
    );
    expect(
      adminReportFileName(
        { scope: { level: 'district', name: 'Maple Valley School District' }, today },
        'xlsx',
      ),
    ).toBe('admin-report-Maple-Valley-School-District-2027-01-31.xlsx');
  });

  it('never names a person: a teacher’s scope is named by its level', () => {
    expect(
      adminReportFileName({ scope: { level: 'teacher', name: 'Mei Lin' }, today }, 'csv'),
    ).toBe('admin-report-teacher-2027-01-31.csv');
  });

  it('falls back to the level when the name has no letters or digits to keep', () => {
    expect(adminReportFileName({ scope: { level: 'subject', name: '–' }, today }, 'csv')).toBe(
      'admin-report-subject-2027-01-31.csv',
    );
  });
});
