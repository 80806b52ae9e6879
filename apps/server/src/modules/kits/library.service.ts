import type { kits, ParsedPart, pageQuery } from '@kitlab/contract';
import type { z } from 'zod';
import { pageResult } from '../../lib/paging.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { KitAccess } from './kit-access.js';
import type { KitAssignmentSource, RecentAssignmentRow } from './kit-assignments.js';
import { presentKitSummaries } from './kit-summary.presenter.js';
import { type KitReader, statusesFor } from './kits.policy.js';
import type { KitSummaryRow, LibraryRepository } from './library.repository.js';

/** The library filters; a student's call adds their class. */
type LibraryQuery = ParsedPart<typeof kits.studentLibrary.body>;
type TopicListQuery = z.output<NonNullable<typeof kits.topicListView.body>>;
type Paging = z.output<typeof pageQuery>;
type RecentQuery = ParsedPart<typeof kits.studentRecentlyAssigned.query>;

const offsetOf = (q: Paging) => (q.page - 1) * q.per_page;

/** The library lists: kits, topics, filter choices, classes and recent assignments. */
export function createLibraryService(deps: {
  access: KitAccess;
  library: LibraryRepository;
  source: KitAssignmentSource;
}) {
  const { access, library, source } = deps;

  async function summaries(rows: KitSummaryRow[]) {
    return presentKitSummaries(rows, await library.subjectsOf(rows.map((r) => r.id)));
  }

  async function filtersFor(reader: KitReader) {
    const choices = await library.filterChoices(reader);
    return { grades: choices.grades, subjects: choices.subjects, statuses: statusesFor(reader) };
  }

  async function recentPage(
    reader: KitReader,
    found: { total: number; rows: RecentAssignmentRow[] },
    q: Paging,
  ) {
    const kitRows = await library.summariesOf(reader, [...new Set(found.rows.map((r) => r.kitId))]);
    const cards = await summaries(kitRows);
    const results = found.rows.flatMap((row) => {
      const kit = cards.find((c) => c.kit_id === row.kitId);
      if (!kit) return [];
      return [
        {
          assignment_id: row.assignmentId,
          kit,
          class_id: row.classId,
          class_name: row.className,
          class_grade_name: row.classGradeName,
          subject_name: row.subjectName,
          assigned_at: row.assignedAt.toISOString(),
          due_date: row.dueDate,
          status: row.status,
        },
      ];
    });
    return pageResult(results, found.total, q.page, q.per_page);
  }

  return {
    async listKits(user: AuthUser, query: LibraryQuery) {
      const reader = await access.readerFor(user, query.class);
      const { total, rows } = await library.listKits(
        reader,
        {
          grade: query.grade,
          subjectIds: query.subjects,
          status: query.status,
          search: query.search,
        },
        query.per_page,
        offsetOf(query),
      );
      return {
        ...pageResult(await summaries(rows), total, query.page, query.per_page),
        filters: await filtersFor(reader),
      };
    },

    async topics(user: AuthUser, query: TopicListQuery) {
      const reader = await access.readerFor(user, query.class);
      const { total, rows } = await library.listTopics(
        reader,
        {
          grade: query.grade,
          subjectIds: query.subjects,
          kitId: query.kit_id,
          search: query.search,
        },
        query.per_page,
        offsetOf(query),
      );
      const [subjects, types] = await Promise.all([
        library.subjectsOf([...new Set(rows.map((r) => r.kitId))]),
        library.activityTypesOf(rows.map((r) => r.id)),
      ]);
      const results = rows.map((row) => {
        const own = types.filter((t) => t.topicId === row.id);
        return {
          topic_id: row.id,
          slug: row.slug,
          title: row.title,
          summary: row.summary,
          position: row.position,
          kit_id: row.kitId,
          kit_token: row.kitToken,
          kit_title: row.kitTitle,
          grade: row.grade,
          subjects: subjects
            .filter((s) => s.kitId === row.kitId)
            .map((s) => ({ id: s.id, name: s.name })),
          activity_count: own.reduce((sum, t) => sum + t.n, 0),
          activity_types: own.map((t) => t.type).sort(),
        };
      });
      return pageResult(results, total, query.page, query.per_page);
    },

    async topicFilters(user: AuthUser, requestedClass?: number) {
      const reader = await access.readerFor(user, requestedClass);
      const choices = await library.filterChoices(reader);
      return {
        grades: choices.grades,
        subjects: choices.subjects,
        kits: choices.kits.map((k) => ({ kit_id: k.id, kit_token: k.token, title: k.title })),
      };
    },

    async classes(user: AuthUser) {
      const reader = await access.readerFor(user);
      if (reader.userType === 'T') {
        const teaching = await access.readers.teachingOf(user.id);
        return { results: teaching.map(presentTeaching) };
      }
      const own = await access.readers.studentClassOf(user.id);
      return {
        results: own
          ? [
              {
                class_id: own.classId,
                class_name: own.className,
                class_token: own.classToken,
                class_grade_id: own.gradeId,
                grade: own.grade,
                teacher_assign_id: null,
                subject_id: null,
                subject_name: null,
              },
            ]
          : [],
      };
    },

    async recentlyAssigned(user: AuthUser, query: RecentQuery) {
      const reader = await access.readerFor(user, query.class);
      const found =
        reader.userType === 'T'
          ? await source.recentForTeacher(user.id, query.per_page, offsetOf(query))
          : reader.classId === null
            ? { total: 0, rows: [] }
            : await source.recentForClass(reader.classId, query.per_page, offsetOf(query), user.id);
      return recentPage(reader, found, query);
    },
  };
}

type TeachingRow = Awaited<ReturnType<KitAccess['readers']['teachingOf']>>[number];

export function presentTeaching(row: TeachingRow) {
  return {
    class_id: row.classId,
    class_name: row.className,
    class_token: row.classToken,
    class_grade_id: row.gradeId,
    grade: row.grade,
    teacher_assign_id: row.teacherAssignId,
    subject_id: row.subjectId,
    subject_name: row.subjectName,
  };
}
