import type { LessonBlock } from '@kitlab/kit-format';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { grades, subjects } from './classes.js';
import { jsonb } from './jsonb.js';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';

/**
 * A curriculum kit. Kits with no organisation are the platform library every school sees; a kit
 * owned by a district or school is private to it (a district's kit reaches its schools). A kit is
 * recognised on re-import by its owner and slug, so its id and token never change.
 */
export const kits = pgTable(
  'kits',
  {
    id: serial('id').primaryKey(),
    token: uuid('token').notNull().unique().default(sql`gen_random_uuid()`),
    organisationId: integer('organisation_id').references(() => organisations.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id),
    coverFile: text('cover_file').notNull(),
    coverAlt: text('cover_alt').notNull(),
    /** Hash of the imported folder, so importing an unchanged kit again writes nothing. */
    sourceHash: text('source_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('kits_owner_slug').on(t.organisationId, t.slug).nullsNotDistinct(),
    index('kits_grade').on(t.gradeId),
  ],
);

export const kitSubjects = pgTable(
  'kit_subjects',
  {
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (t) => [
    primaryKey({ columns: [t.kitId, t.subjectId] }),
    index('kit_subjects_subject').on(t.subjectId),
  ],
);

/**
 * Rows of a kit's content keep their id across re-imports (matched by slug). Content that a
 * re-import no longer contains is retired rather than deleted, so answers and reports that refer
 * to it keep working; every read skips retired rows.
 */
const retiredAt = () => timestamp('retired_at', { withTimezone: true });

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    position: smallint('position').notNull(),
    retiredAt: retiredAt(),
  },
  (t) => [uniqueIndex('topics_kit_slug').on(t.kitId, t.slug)],
);

export interface LessonPageContent {
  blocks: LessonBlock[];
}

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    position: smallint('position').notNull(),
    /** Pages of whitelisted blocks (never HTML); image blocks name files inside the kit. */
    pages: jsonb('pages').$type<LessonPageContent[]>().notNull(),
    retiredAt: retiredAt(),
  },
  (t) => [uniqueIndex('lessons_kit_slug').on(t.kitId, t.slug)],
);

export const ACTIVITY_TYPES = ['quiz', 'quest', 'worksheet'] as const;

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    token: uuid('token').notNull().unique().default(sql`gen_random_uuid()`),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    slug: text('slug').notNull(),
    activityType: text('activity_type', { enum: ACTIVITY_TYPES }).notNull(),
    title: text('title').notNull(),
    position: smallint('position').notNull(),
    instructions: text('instructions'),
    estimatedMinutes: smallint('estimated_minutes'),
    totalMarks: integer('total_marks').notNull().default(0),
    pageCount: smallint('page_count').notNull().default(1),
    retiredAt: retiredAt(),
  },
  (t) => [
    uniqueIndex('activities_kit_slug').on(t.kitId, t.slug),
    index('activities_topic').on(t.topicId),
  ],
);

export const DETAIL_TYPES = ['page_break', 'question', 'step'] as const;
export const QUESTION_TYPES = [
  'single',
  'multiple',
  'short_answer',
  'long_answer',
  'fill_in',
  'draw_label',
] as const;

export interface KitImageContent {
  file: string;
  alt: string;
}

/** What a quest step carries beyond its title. */
export interface StepContent {
  instructions: LessonBlock[];
  images: KitImageContent[];
  materials: { name: string; quantity: string }[];
  printables: { title: string; file: string; media_type: string }[];
  response: {
    prompt: string | null;
    text: 'required' | 'optional' | 'none';
    attachments: 'none' | 'photos' | 'pdf' | 'photos_or_pdf';
    max_photos: number;
  };
}

/** What a worksheet question carries beyond its prompt. */
export interface WorksheetContent {
  lines: number | null;
  blanks: number | null;
  /** Marking guide and fill-in answers: teachers only. */
  answer: string | null;
  answers: string[];
}

/**
 * The ordered parts of an activity: quiz pages (`page_break`, the spec's `page_break_id`) and
 * questions, worksheet questions, and quest steps. Its id is the spec's `activity_detail_id`.
 */
export const activityDetails = pgTable(
  'activity_details',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    detailType: text('detail_type', { enum: DETAIL_TYPES }).notNull(),
    /** The question or step slug; `page-N` for the page break starting page N. */
    slug: text('slug').notNull(),
    position: smallint('position').notNull(),
    /** Quiz page (1-based) of a page break or question. */
    page: smallint('page'),
    pageBreakId: integer('page_break_id').references((): AnyPgColumn => activityDetails.id),
    questionType: text('question_type', { enum: QUESTION_TYPES }),
    /** The question's prompt or the step's title. */
    text: text('text').notNull(),
    imageFile: text('image_file'),
    imageAlt: text('image_alt'),
    marks: smallint('marks').notNull().default(0),
    /** Shown after marking: teachers only until then. */
    explanation: text('explanation'),
    content: jsonb('content').$type<StepContent | WorksheetContent | null>(),
    retiredAt: retiredAt(),
  },
  (t) => [
    uniqueIndex('activity_details_slug').on(t.activityId, t.detailType, t.slug),
    index('activity_details_page_break').on(t.pageBreakId),
  ],
);

/** A quiz question's options, identified by position within the question (the format has no slug). */
export const answerOptions = pgTable(
  'answer_options',
  {
    id: serial('id').primaryKey(),
    activityDetailId: integer('activity_detail_id')
      .notNull()
      .references(() => activityDetails.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    optionText: text('option_text'),
    imageFile: text('image_file'),
    imageAlt: text('image_alt'),
    isCorrect: boolean('is_correct').notNull(),
  },
  (t) => [uniqueIndex('answer_options_position').on(t.activityDetailId, t.position)],
);

/**
 * Images and printables of a kit. The bytes live in storage as `<sha256>.<ext>` under the kit's
 * token, so a changed file gets a new address and an unchanged one keeps its cache.
 */
export const kitMediaFiles = pgTable(
  'kit_media_files',
  {
    id: serial('id').primaryKey(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    mediaType: text('media_type').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [
    uniqueIndex('kit_media_files_path').on(t.kitId, t.path),
    index('kit_media_files_sha').on(t.kitId, t.sha256),
  ],
);

/** Which part of the server writes each table above (see TableOwners). */
export const kitTableOwners = {
  kits: [
    kits,
    kitSubjects,
    topics,
    lessons,
    activities,
    activityDetails,
    answerOptions,
    kitMediaFiles,
  ],
} satisfies TableOwners;
