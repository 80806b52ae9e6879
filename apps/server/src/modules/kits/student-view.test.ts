import { kits as kitCalls } from '@kitlab/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, kits } from '../../db/schema/index.js';
import { callerOn } from '../../test/api-caller.js';
import { first } from '../../test/first.js';
import { createKitsWorld, type KitsWorld, kitRoutesWith } from '../../test/kits-world.js';
import { noKitAssignments } from '../../test/no-kit-assignments.js';
import type { KitAssignmentSource } from './kit-assignments.js';

/** Assignments as plain lists, standing in for the assignments feature. */
function listedAssignments(
  byClass: Map<number, number[]>,
  completed: number[],
): KitAssignmentSource {
  const ids = (list: number[]): SQL =>
    list.length > 0
      ? sql`select unnest(${sql.raw(`array[${list.map(Number).join(',')}]`)}::int[])`
      : sql`select null::integer where false`;
  const everywhere = [...byClass.values()].flat();
  return {
    ...noKitAssignments,
    teacherStatus: () =>
      sql`case when ${kits.id} in (${ids(everywhere)}) then 'Assigned' else 'Not Assigned' end`,
    studentStatus: () =>
      sql`case when ${kits.id} in (${ids(completed)}) then 'Completed' else 'Assigned' end`,
    // The class may be a placeholder of a prepared statement: the pairs are matched in SQL.
    kitsAssignedToClass: (classId) =>
      sql`select kit_id from (values ${sql.raw(
        [...byClass]
          .flatMap(([c, list]) => list.map((k) => `(${Number(c)}, ${Number(k)})`))
          .join(', ') || '(null::int, null::int)',
      )}) as assigned (class_id, kit_id) where class_id = ${classId}`,
    classesWithKit: (kitId) =>
      ids([...byClass].filter(([, list]) => list.includes(kitId)).map(([classId]) => classId)),
    recentForTeacher: async () => ({ total: 0, rows: [] }),
    recentForClass: async (classId) => {
      const rows = (byClass.get(classId) ?? []).map((kitId, index) => ({
        assignmentId: index + 1,
        kitId,
        classId,
        className: '6A',
        classGradeName: 'Grade 6',
        subjectName: 'Science',
        assignedAt: new Date('2026-01-05T09:00:00Z'),
        dueDate: '2026-01-12',
        status: 'Assigned' as const,
      }));
      return { total: rows.length, rows };
    },
  };
}

let w: KitsWorld;
let app: FastifyInstance;
let student: string;
let teacher: string;

beforeAll(async () => {
  w = await createKitsWorld();
  const assigned = [w.kit('states-of-matter').kitId, w.kit('sensors-and-signals').kitId];
  app = await kitRoutesWith(
    w.t,
    w.dataDir,
    listedAssignments(new Map([[w.world.sixA.id, assigned]]), [w.kit('sensors-and-signals').kitId]),
  );
  student = await w.t.signIn(w.world.student.email);
  teacher = await w.t.signIn(w.world.teacher.email);
});
afterAll(async () => {
  await app.close();
  await w.close();
});

describe('a student with kits assigned to their class', () => {
  it('sees exactly the assigned kits, with their own status', async () => {
    const response = await callerOn(app, student).call(kitCalls.listStudentLibrary, {
      body: {
        class: w.world.sixA.id,
      },
    });
    const results = response.results as { slug: string; status: string }[];
    expect(results.map((k) => [k.slug, k.status])).toEqual([
      ['sensors-and-signals', 'Completed'],
      ['states-of-matter', 'Assigned'],
    ]);
    // Not Assigned is never a student's status, so it is no filter choice either.
    expect(response.filters.statuses).toEqual(['Completed', 'Assigned']);
    const completed = await callerOn(app, student).call(kitCalls.listStudentLibraryGet, {
      query: {
        status: 'Completed',
      },
    });
    expect(completed.count).toBe(1);
  });

  it('never receives correct_ans, explanations or marking guides from any kit call', async () => {
    const { kitToken, kitId } = w.kit('states-of-matter');
    const responses = [
      await callerOn(app, student).send(kitCalls.getStudentKitTopic, {
        query: {
          kit_token: kitToken,
          class: w.world.sixA.id,
        },
      }),
      await callerOn(app, student).send(kitCalls.getKits, { body: { kit_id: kitId } }),
      await callerOn(app, student).send(kitCalls.listKitLessons, { body: { kit_id: kitId } }),
      await callerOn(app, student).send(kitCalls.listTopics, { body: {} }),
      await callerOn(app, student).send(kitCalls.listStudentRecentlyAssigned),
    ];
    for (const response of responses) {
      expect(response.status, response.text).toBe(200);
      expect(response.text).not.toContain('correct_ans');
      expect(response.text).not.toContain('"explanation"');
      expect(response.text).not.toContain('"answers"');
      expect(response.text).not.toContain('"answer"');
    }
    const content = await callerOn(app, student).call(kitCalls.getStudentKitTopic, {
      query: { kit_token: kitToken, class: w.world.sixA.id },
    });
    const options = (content.activities[0]?.activity_details ?? []).flatMap((d) =>
      'answer_options' in d ? d.answer_options : [],
    );
    expect(options.length).toBeGreaterThan(4);
  });

  it('gets the same kit with its answer keys when the teacher asks', async () => {
    const response = await callerOn(app, teacher).send(kitCalls.getTeacherKitTopic, {
      query: {
        kit_token: w.kit('states-of-matter').kitToken,
      },
    });
    expect(response.text).toContain('"correct_ans":true');
    expect(response.text).toContain('"explanation"');
  });

  it('answers 404 for a kit not assigned to the class, even one of their grade', async () => {
    const response = await callerOn(app, student).send(kitCalls.getStudentKitTopic, {
      query: {
        kit_token: w.kit('fractions-and-decimals').kitToken,
      },
    });
    expect(response.status).toBe(404);
  });

  it('lists recent assignments with the kit card, class grade name and due date', async () => {
    const response = await callerOn(app, student).call(kitCalls.listStudentRecentlyAssigned);
    const [first] = response.results;
    expect(first).toMatchObject({
      class_grade_name: 'Grade 6',
      due_date: '2026-01-12',
      kit: { slug: 'states-of-matter' },
    });
  });

  it('shows the teacher the status and leaves only classes without the kit as unassigned', async () => {
    const library = await callerOn(app, teacher).call(kitCalls.listTeacherLibrary, {
      body: {
        status: 'Assigned',
      },
    });
    expect(library.results.map((k: { slug: string }) => k.slug)).toEqual([
      'sensors-and-signals',
      'states-of-matter',
    ]);
    const unassigned = await callerOn(app, teacher).call(kitCalls.listUnassignedClasses, {
      body: {
        kit_id: w.kit('states-of-matter').kitId,
      },
    });
    expect(unassigned.results).toEqual([]);
  });

  it('lets a student print and list materials of an assigned kit only', async () => {
    const content = await callerOn(app, student).send(kitCalls.getStudentKitTopic, {
      query: {
        kit_token: w.kit('states-of-matter').kitToken,
      },
    });
    const quest = first((content.data?.activities ?? []).slice(1));
    const printable = await callerOn(app, student).send(kitCalls.listActivityPrintables, {
      query: { activity_id: quest.activity_id },
    });
    expect(printable.status).toBe(200);
    expect(printable.headers['content-type']).toBe('application/pdf');
    const materials = await callerOn(app, student).send(kitCalls.listMaterialsRequired, {
      body: {
        activity_token: quest.activity_token,
      },
    });
    expect(materials.status).toBe(200);
    const [unassigned] = await w.t.db
      .select({ id: activities.id, token: activities.token })
      .from(activities)
      .where(eq(activities.kitId, w.kit('fractions-and-decimals').kitId));
    const notYours = await callerOn(app, student).send(kitCalls.listActivityPrintables, {
      query: {
        activity_id: unassigned?.id,
      },
    });
    expect(notYours.status).toBe(404);
    const noMaterials = await callerOn(app, student).send(kitCalls.listMaterialsRequired, {
      body: { activity_token: unassigned?.token ?? '' },
    });
    expect(noMaterials.status).toBe(404);
  });
});
