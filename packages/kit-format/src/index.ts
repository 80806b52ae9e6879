export type { KitMediaType } from './binary-checks.js';
export { MEDIA_TYPES, mediaTypeOf } from './binary-checks.js';
export type { ImageRef, KitYaml, KitYamlActivity } from './kit-yaml-schema.js';
export {
  activitySchema,
  imageRefSchema,
  kitYamlSchema,
  questSchema,
  quizQuestionSchema,
  quizSchema,
  topicSchema,
  worksheetQuestionSchema,
  worksheetSchema,
} from './kit-yaml-schema.js';
export type { CalloutVariant, Inline, LessonBlock, ListItem, TableAlign } from './lesson-blocks.js';
export { CALLOUT_VARIANTS, inlineSchema, inlineText, lessonBlockSchema } from './lesson-blocks.js';
export type { KitLimits, Subject } from './limits.js';
export {
  DEFAULT_KIT_LIMITS,
  FORMAT_VERSION,
  MAX_GRADE,
  MAX_STEP_PHOTOS,
  MIN_GRADE,
  SUBJECTS,
} from './limits.js';
export type { LoadKitOptions, LoadKitResult } from './load-kit-folder.js';
export { loadKitFolder } from './load-kit-folder.js';
export type { LibraryEntry } from './load-kit-library.js';
export { loadKitLibrary } from './load-kit-library.js';
export type {
  ActivityType,
  KitFile,
  ParsedActivity,
  ParsedImage,
  ParsedKit,
  ParsedLesson,
  ParsedLessonPage,
  ParsedMaterial,
  ParsedPrintable,
  ParsedQuest,
  ParsedQuestStep,
  ParsedQuiz,
  ParsedQuizOption,
  ParsedQuizQuestion,
  ParsedStepResponse,
  ParsedTopic,
  ParsedWorksheet,
  ParsedWorksheetQuestion,
} from './parsed-kit.js';
export type { KitProblem, KitProblemCode, KitProblemSeverity } from './problems.js';
export { describeProblem } from './problems.js';
export { isSlug, SLUG_PATTERN } from './slug.js';
export { checkSvg } from './svg-safety.js';
