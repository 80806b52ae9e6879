import { reports } from '@kitlab/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useAdminReportWorld } from './admin-report-world.js';

const { t, w } = useAdminReportWorld();

async function exported(user: { email: string } | null, query: Record<string, string | number>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.set(name, String(value));
  return t.app.inject({
    method: 'GET',
    url: `${reports.ADMIN_REPORT_EXPORT_PATH}?${search}`,
    headers: user ? { authorization: `token ${await t.signIn(user.email)}` } : {},
  });
}

const HEADER =
  'Level,Name,Assignments,Handed in,Work assigned,Completion (%),Average score (%),Marked,Active students,Students';
const csvLines = (payload: Buffer) => payload.toString('utf8').slice(1).split('\r\n');

describe('the administrators’ report as a file', () => {
  it('holds what the report shows as CSV: totals, each breakdown, the students of a class, the weeks', async () => {
    const response = await exported(w.alderAdmin, {
      format: 'csv',
      grade_id: w.alder6A.gradeId,
      class_id: w.alder6A.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="admin-report-6A-2030-04-02.csv"',
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(response.rawPayload);
    expect(lines.slice(0, 8)).toEqual([
      HEADER,
      'Class (total),6A,3,6,8,75,65,4,1,2',
      'Subject,Mathematics,1,2,2,100,55,2,0,2',
      'Subject,Science,2,4,6,66.7,75,2,1,2',
      'Teacher,Grace Okafor,2,4,6,66.7,75,2,1,2',
      'Teacher,Tom Lind,1,2,2,100,55,2,0,2',
      'Student,Lucas Moreau,3,4,4,100,66.7,3,1,1',
      'Student,Amara Okoro,3,2,4,50,60,1,0,1',
    ]);
    expect(lines.slice(8)).toHaveLength(reports.ADMIN_REPORT_WEEKS + 1);
    expect(lines.slice(-3)).toEqual([
      'Week,2030-03-25,2,5,6,83.3,65,4,2,2',
      'Week,2030-04-01,1,1,2,50,,0,1,2',
      '',
    ]);
  });

  it('names no student above class level, nor a teacher in the file name; XLSX reads back the same lines', async () => {
    const district = csvLines((await exported(w.districtAdmin, { format: 'csv' })).rawPayload);
    expect(district[1]).toBe('District (total),Riverside District,6,7,11,63.6,70,5,2,4');
    expect(district.some((line) => line.startsWith('Student'))).toBe(false);

    const query = { class_id: w.alder6A.id, teacher_token: w.grace.token };
    const response = await exported(w.alderAdmin, { ...query, format: 'xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="admin-report-teacher-2030-04-02.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: string[] = [];
    workbook.getWorksheet('Report')?.eachRow((row) => {
      rows.push(
        (row.values as unknown[])
          .slice(1)
          .map((v) => v ?? '')
          .join(','),
      );
    });
    const csv = csvLines((await exported(w.alderAdmin, { ...query, format: 'csv' })).rawPayload);
    expect(rows).toEqual(csv.slice(0, -1));
    expect(rows[1]).toBe('Teacher (total),Grace Okafor,2,4,6,66.7,75,2,1,2');
  });

  it('is refused as the report is', async () => {
    expect((await exported(null, { format: 'csv' })).statusCode).toBe(401);
    expect((await exported(w.lucas, { format: 'csv' })).statusCode).toBe(403);
    expect((await exported(w.grace, { format: 'csv' })).statusCode).toBe(403);
    const other = await exported(w.alderAdmin, { format: 'csv', class_id: w.birch6A.id });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ detail: 'No such class in this school.' });
    expect((await exported(w.alderAdmin, { format: 'pdf' })).statusCode).toBe(400);
  });
});
