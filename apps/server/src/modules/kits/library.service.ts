import type { kits, ParsedPart, pageQuery } from '@kitlab/contract';
import type { z } from 'zod';
import { pageResult } from '../../lib/paging.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { KitAccess } from './kit-access.js';
import type { KitAssignmentSource, RecentAssignmentRow } from './kit-assignments.js';
import type { KitFacts } from './kit-catalogue.js';
import { presentKitCard } from './kit-summary.presenter.js';
import { type KitReader, statusesFor } from './kits.policy.js';
import {
  presentGradeChoice,
  presentKitChoice,
  presentOwnClass,
  presentRecentAssignment,
  presentTeaching,
  presentTopic,
} from './library.presenter.js';
import type { LibraryRepository } from './library.repository.js';
import { kitMatches } from './library-filters.js';

/** The library filters; a student's call adds their class. */
type LibraryQuery = ParsedPart<typeof kits.listStudentLibrary.body>;
type TopicListQuery = z.output<NonNullable<typeof kits.listTopics.body>>;
type Paging = z.output<typeof pageQuery>;
type RecentQuery = ParsedPart<typeof kits.listStudentRecentlyAssigned.query>;

const offsetOf = (q: Paging) => (q.page - 1) * q.per_page;

/** The library lists: kits, topics, filter choices, classes and recent assignments. */
export function createLibraryService(deps: {
  access: KitAccess;
  library: LibraryRepository;
  source: KitAssignmentSource;
}) {
  const { access, library, source } = deps;
  const { readerKits, catalogue } = access;

  /** The kits the reader may see, by title, with their shared facts. */
  async function visibleKits(reader: KitReader, options: Parameters<typeof readerKits.visible>[1]) {
    const rows = await readerKits.visible(reader, options);
    const facts = await catalogue.factsOf(rows);
    return rows.flatMap((row) => {
      const kit = facts.get(row.id);
      return kit ? [{ ...row, kit }] : [];
    });
  }

  /** Grades, subjects and kits among the visible kits, for filter choosers. */
  async function choicesAmong(visible: { kit: KitFacts }[]) {
    const kits = visible.map((v) => v.kit);
    const grades = new Map(kits.map((k) => [k.gradeId, k]));
    return {
      grades: [...grades.values()].sort((a, b) => a.grade - b.grade).map(presentGradeChoice),
      subjects: await catalogue.subjectsByName(kits.flatMap((k) => k.subjects)),
      kits,
    };
  }

  async function recentPage(
    reader: KitReader,
    found: { total: number; rows: RecentAssignmentRow[] },
    q: Paging,
  ) {
    const kitIds = [...new Set(found.rows.map((r) => r.kitId))];
    const cards = new Map(
      (await visibleKits(reader, { kitIds })).map((v) => [v.id, presentKitCard(v.kit.card, v)]),
    );
    const results = found.rows.flatMap((row) => {
      const kit = cards.get(row.kitId);
      return kit ? [presentRecentAssignment(row, kit)] : [];
    });
    return pageResult(results, found.total, q.page, q.per_page);
  }

  return {
    async listKits(user: AuthUser, query: LibraryQuery) {
      const reader = await access.readerFor(user, query.class);
      const visible = await visibleKits(reader, { search: query.search });
      const shown = visible
        .filter((v) => v.found && kitMatches(v.kit, v, query))
        .sort((a, b) => a.kit.grade - b.kit.grade);
      const offset = offsetOf(query);
      const page = shown.slice(offset, offset + query.per_page);
      const choices = await choicesAmong(visible);
      return {
        ...pageResult(
          page.map((v) => presentKitCard(v.kit.card, v)),
          shown.length,
          query.page,
          query.per_page,
        ),
        filters: {
          grades: choices.grades,
          subjects: choices.subjects,
          statuses: statusesFor(reader),
        },
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
      const results = rows.map((row) => presentTopic(row, subjects, types));
      return pageResult(results, total, query.page, query.per_page);
    },

    async topicFilters(user: AuthUser, requestedClass?: number) {
      const reader = await access.readerFor(user, requestedClass);
      const choices = await choicesAmong(await visibleKits(reader, {}));
      return {
        grades: choices.grades,
        subjects: choices.subjects,
        kits: choices.kits.map(presentKitChoice),
      };
    },

    async classes(user: AuthUser) {
      if (user.userType === 'T') {
        const teaching = await access.readers.teachingOf(user.id);
        return { results: teaching.map(presentTeaching) };
      }
      const own = await access.readers.studentClassOf(user.id);
      return { results: own ? [presentOwnClass(own)] : [] };
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
