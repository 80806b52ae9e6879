import type { kits } from '@kitlab/contract';
import type { z } from 'zod';
import { kitMediaUrl } from './kit-media.js';
import type { KitSummaryRow, LibraryRepository } from './library.repository.js';

type KitSummary = z.input<typeof kits.kitSummary>;
type SubjectRow = Awaited<ReturnType<LibraryRepository['subjectsOf']>>[number];

/** A kit's library card. */
export function presentKitSummaries(rows: KitSummaryRow[], subjects: SubjectRow[]): KitSummary[] {
  return rows.map((row) => ({
    kit_id: row.id,
    kit_token: row.token,
    slug: row.slug,
    title: row.title,
    description: row.description,
    grade: row.grade,
    grade_id: row.gradeId,
    grade_name: row.gradeName,
    subjects: subjects.filter((s) => s.kitId === row.id).map((s) => ({ id: s.id, name: s.name })),
    cover: {
      file: row.coverSha ? kitMediaUrl(row.token, row.coverSha, row.coverFile) : '',
      alt: row.coverAlt,
    },
    lesson_count: row.lessonCount,
    topic_count: row.topicCount,
    activity_count: row.activityCount,
    status: row.status,
    due_date: row.dueDate,
    updated_at: row.updatedAt.toISOString(),
  }));
}
