import type { KitMediaType } from './binary-checks.js';
import type { LessonBlock } from './lesson-blocks.js';
import type { Subject } from './limits.js';

/** The loader's output: everything in a kit folder, checked and ready to import or render. */
export interface ParsedKit {
  format: number;
  slug: string;
  title: string;
  grade: number;
  subjects: Subject[];
  description: string;
  cover: ParsedImage;
  topics: ParsedTopic[];
  lessons: ParsedLesson[];
  activities: ParsedActivity[];
  /** Every image and printable the kit uses, for copying into storage. */
  files: KitFile[];
}

export interface ParsedImage {
  /** Path inside the kit folder, e.g. `images/ice-cube.svg`. */
  file: string;
  alt: string;
}

export interface KitFile {
  path: string;
  media_type: KitMediaType;
  bytes: number;
  /** Hex SHA-256 of the content, so a re-import can skip unchanged files. */
  sha256: string;
}

export interface ParsedTopic {
  slug: string;
  title: string;
  summary?: string;
  /** 1-based order within the kit. */
  position: number;
}

export interface ParsedLesson {
  slug: string;
  /** 1-based order, from the NN in `lessons/NN-slug.md`. */
  position: number;
  title: string;
  file: string;
  pages: ParsedLessonPage[];
}

export interface ParsedLessonPage {
  blocks: LessonBlock[];
}

interface ActivityBase {
  slug: string;
  title: string;
  /** Slug of the topic the activity belongs to. */
  topic: string;
  /** 1-based order within the kit. */
  position: number;
  instructions?: string;
  estimated_minutes?: number;
}

export interface ParsedQuiz extends ActivityBase {
  type: 'quiz';
  page_count: number;
  total_marks: number;
  questions: ParsedQuizQuestion[];
}

export interface ParsedQuizQuestion {
  slug: string;
  position: number;
  /** 1-based page the player shows this question on. */
  page: number;
  prompt: string;
  image?: ParsedImage;
  choice: 'single' | 'multiple';
  marks: number;
  explanation?: string;
  options: ParsedQuizOption[];
}

export interface ParsedQuizOption {
  /** 1-based order within the question; options are identified by it on re-import. */
  position: number;
  text?: string;
  image?: ParsedImage;
  correct: boolean;
}

export interface ParsedQuest extends ActivityBase {
  type: 'quest';
  steps: ParsedQuestStep[];
}

export interface ParsedQuestStep {
  slug: string;
  position: number;
  title: string;
  instructions: LessonBlock[];
  images: ParsedImage[];
  materials: ParsedMaterial[];
  printables: ParsedPrintable[];
  response: ParsedStepResponse;
}

export interface ParsedMaterial {
  name: string;
  quantity: string;
}

export interface ParsedPrintable {
  title: string;
  file: string;
  media_type: KitMediaType;
}

export interface ParsedStepResponse {
  prompt?: string;
  text: 'required' | 'optional' | 'none';
  attachments: 'none' | 'photos' | 'pdf' | 'photos_or_pdf';
  /** Photos a pupil may attach (0 when photos are not accepted). */
  max_photos: number;
}

export interface ParsedWorksheet extends ActivityBase {
  type: 'worksheet';
  total_marks: number;
  questions: ParsedWorksheetQuestion[];
}

interface WorksheetQuestionBase {
  slug: string;
  position: number;
  prompt: string;
  image?: ParsedImage;
  marks: number;
}

export type ParsedWorksheetQuestion =
  | (WorksheetQuestionBase & {
      kind: 'short_answer' | 'long_answer';
      lines: number;
      answer?: string;
    })
  | (WorksheetQuestionBase & { kind: 'fill_in'; blanks: number; answers?: string[] })
  | (WorksheetQuestionBase & { kind: 'draw_label'; answer?: string });

export type ParsedActivity = ParsedQuiz | ParsedQuest | ParsedWorksheet;
export type ActivityType = ParsedActivity['type'];
