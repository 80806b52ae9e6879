import { reports } from '@kitlab/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useAssignmentTest } from '../../../test/assignment-world.js';
import { useReportTables } from '../../../test/report-tables-world.js';

const { t, w, tokenOf } = useAssignmentTest();
const r = useReportTables(t, w);

async function exported(user: { email: string }, query: Record<string, string | number>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.set(name, String(value));
  return t.app.inject({
    method: 'GET',
    url: `${reports.DETAILED_TABLE_EXPORT_PATH}?${search}`,
    headers: { authorization: `token ${await tokenOf(user)}` },
  });
}

const HEADER = [
  'Last name',
  'First name',
  'Score',
  'quiz 1 Q1',
  'quiz 1 Q1 result',
  'quiz 1 Q2',
  'quiz 1 Q2 result',
  'worksheet 2 Q1',
  'worksheet 2 Q1 result',
  'quiz 3 Q1',
  'quiz 3 Q1 result',
];

describe('/api/v2/reports/live/detailedtablereport/export', () => {
  it('answers the whole table as CSV: a byte order mark, RFC 4180 quoting, no formulas, no names in the file name', async () => {
    const response = await exported(w.teacher, { class_id: w.sixA.id, format: 'csv', per_page: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="detailed-table-6A-2030-03-10.csv"',
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1).split('\r\n')).toEqual([
      HEADER.join(','),
      `Adeyemi,Amara,75%,Option 1,Right,Option 2,Right,"'=SUM(A1), ""quoted""",1 of 2 marks,,Not answered`,
      'Moreau,Lucas,,Option 2,Wrong,,Not answered,,Not answered,,Not answered',
      'Zhang,Zoe,50%,Option 1,Right,Option 1,Wrong,Friction slows it down.,Waiting for marks,,Not answered',
      '',
    ]);
  });

  it('answers the filtered, sorted table as an XLSX workbook that reads back', async () => {
    const response = await exported(w.teacher, {
      class_id: w.sixA.id,
      activity_id: r.worksheet.id,
      sort: 'score',
      order: 'desc',
      format: 'xlsx',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="detailed-table-6A-2030-03-10.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Table');
    const rows = sheet
      ?.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Last name', 'First name', 'Score', 'worksheet 2 Q1', 'worksheet 2 Q1 result'],
      ['Adeyemi', 'Amara', '50%', '=SUM(A1), "quoted"', '1 of 2 marks'],
      ['Moreau', 'Lucas', '', '', 'Not answered'],
      ['Zhang', 'Zoe', '', 'Friction slows it down.', 'Waiting for marks'],
    ]);
  });

  it('is refused as the table is: 404 for a class not taught, 403 to students, 401 without a token, 400 for a bad format', async () => {
    expect(
      (await exported(w.otherTeacher, { class_id: w.sixA.id, format: 'csv' })).statusCode,
    ).toBe(404);
    expect((await exported(w.student, { class_id: w.sixA.id, format: 'csv' })).statusCode).toBe(
      403,
    );
    expect((await exported(w.schoolAdmin, { class_id: w.sixA.id, format: 'csv' })).statusCode).toBe(
      403,
    );
    expect((await exported(w.teacher, { class_id: w.sixA.id, format: 'pdf' })).statusCode).toBe(
      400,
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${reports.DETAILED_TABLE_EXPORT_PATH}?class_id=${w.sixA.id}&format=csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is in the API document beside the calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const document = response.json() as { paths: Record<string, { get?: { security?: unknown } }> };
    expect(document.paths[reports.DETAILED_TABLE_EXPORT_PATH]?.get?.security).toEqual([
      { signInToken: [] },
    ]);
  });
});
