/** Size caps, in bytes. A kit is uploaded by teachers and served to every pupil, so keep it lean. */
export interface KitLimits {
  kitYamlBytes: number;
  lessonBytes: number;
  svgBytes: number;
  rasterBytes: number;
  pdfBytes: number;
  totalBytes: number;
  maxFiles: number;
}

export const DEFAULT_KIT_LIMITS: Readonly<KitLimits> = Object.freeze({
  kitYamlBytes: 256 * 1024,
  lessonBytes: 128 * 1024,
  svgBytes: 256 * 1024,
  rasterBytes: 2 * 1024 * 1024,
  pdfBytes: 5 * 1024 * 1024,
  totalBytes: 40 * 1024 * 1024,
  maxFiles: 400,
});

export const SUBJECTS = ['science', 'mathematics', 'robotics'] as const;
export type Subject = (typeof SUBJECTS)[number];

export const MIN_GRADE = 1;
export const MAX_GRADE = 12;
export const FORMAT_VERSION = 1;
/** The product accepts at most this many photos for one quest step response. */
export const MAX_STEP_PHOTOS = 3;
