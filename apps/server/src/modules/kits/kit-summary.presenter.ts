import type { kits } from '@kitlab/contract';
import type { z } from 'zod';
import { kitMediaUrl } from './kit-media.js';
import type { KitFactsRow, LibraryRepository } from './library.repository.js';

type KitSummary = z.input<typeof kits.kitSummary>;
type SubjectRow = Awaited<ReturnType<LibraryRepository['subjectsOf']>>[number];

/** A kit's library card as every reader sees it, until the kit is imported again. */
export type SharedKitCard = Omit<KitSummary, 'status' | 'due_date'>;

/** What a card says for one reader: their status and nearest due date. */
export interface ReaderKitStatus {
  status: KitSummary['status'];
  dueDate: string | null;
}

export function presentSharedCard(row: KitFactsRow, subjects: SubjectRow[]): SharedKitCard {
  return {
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
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A kit's library card for one reader. */
export function presentKitCard(card: SharedKitCard, mine: ReaderKitStatus): KitSummary {
  return { ...card, status: mine.status, due_date: mine.dueDate };
}
