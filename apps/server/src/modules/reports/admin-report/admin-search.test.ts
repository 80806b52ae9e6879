import { reports } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useAdminReportWorld } from './admin-report-world.js';

const { w, as } = useAdminReportWorld();

const search = (user: { email: string }, q: string) =>
  as(user).call(reports.searchAdminReport, { body: { q } });

describe('the administrators’ report’s search', () => {
  it('finds classes, teachers and students of the schools managed, with the filters that show them', async () => {
    const { hits } = await search(w.districtAdmin, '6a');
    expect(hits).toEqual([
      {
        kind: 'class',
        name: '6A',
        context: 'Alder School',
        filters: {
          school_token: w.alder.token,
          grade_id: w.alder6A.gradeId,
          class_id: w.alder6A.id,
        },
      },
      {
        kind: 'class',
        name: '6A',
        context: 'Birch School',
        filters: {
          school_token: w.birch.token,
          grade_id: w.birch6A.gradeId,
          class_id: w.birch6A.id,
        },
      },
    ]);
    const people = await search(w.districtAdmin, 'OKA');
    expect(people.hits).toEqual([
      {
        kind: 'teacher',
        name: 'Grace Okafor',
        context: 'Alder School',
        filters: { school_token: w.alder.token, teacher_token: w.grace.token },
      },
    ]);
    const students = await search(w.districtAdmin, 'zoe');
    expect(students.hits).toEqual([
      {
        kind: 'student',
        name: 'Zoe Carter',
        context: 'Birch School, 6A',
        filters: {
          school_token: w.birch.token,
          grade_id: w.birch6A.gradeId,
          class_id: w.birch6A.id,
        },
      },
    ]);
  });

  it('finds only in their school for a school administrator, whose school is implied', async () => {
    const { hits } = await search(w.alderAdmin, '6A');
    expect(hits).toEqual([
      {
        kind: 'class',
        name: '6A',
        context: 'Alder School',
        filters: { grade_id: w.alder6A.gradeId, class_id: w.alder6A.id },
      },
    ]);
    expect((await search(w.alderAdmin, 'Zoe')).hits).toEqual([]);
    expect((await search(w.alderAdmin, 'Ines')).hits).toEqual([]);
    // A hit's filters open the report.
    const lucas = (await search(w.alderAdmin, 'lucas')).hits[0];
    const shown = await as(w.alderAdmin).call(reports.getAdminReport, {
      body: lucas?.filters ?? {},
    });
    expect(shown.scope).toEqual({ level: 'class', name: '6A' });
  });

  it('takes % and _ as letters, and refuses students and teachers', async () => {
    expect((await search(w.districtAdmin, '%%')).hits).toEqual([]);
    expect((await as(w.lucas).send(reports.searchAdminReport, { body: { q: 'ab' } })).status).toBe(
      403,
    );
    expect((await as(w.grace).send(reports.searchAdminReport, { body: { q: 'ab' } })).status).toBe(
      403,
    );
  });
});
