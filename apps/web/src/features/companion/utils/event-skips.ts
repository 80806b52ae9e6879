import { type companion, MOBILE_MAX_WIDTH_PX, type UserType } from '@kitlab/contract';

export type BrowserEventKind = companion.BrowserEventKind;
export type PlatformMode = (typeof companion.PLATFORM_MODES)[number];

/** Spec section 9: a window at most 600 px wide is in mobile mode, any wider one in web mode. */
export function platformMode(windowWidth: number): PlatformMode {
  return windowWidth <= MOBILE_MAX_WIDTH_PX ? 'mobile' : 'web';
}

/**
 * Which browser learning events each user type sends, and which platform modes skip one
 * (spec section 4: some events are skipped by user type or platform mode). Administrators (C)
 * learn nothing and are enrolled in nothing, so they send none; a course preview is a teacher's
 * or a student's; studying content is followed in web mode only, a phone's short visits to a
 * topic telling little about study time.
 *
 * | event                 | S | T | C | mobile |
 * | --------------------- | - | - | - | ------ |
 * | enrollment            | ✓ | ✓ | – | ✓      |
 * | course_preview        | ✓ | ✓ | – | ✓      |
 * | content_study_start   | ✓ | ✓ | – | –      |
 * | content_study_stop    | ✓ | ✓ | – | –      |
 */
const EVENT_RULES: Record<
  BrowserEventKind,
  { userTypes: readonly UserType[]; platforms: readonly PlatformMode[] }
> = {
  enrollment: { userTypes: ['S', 'T'], platforms: ['web', 'mobile'] },
  course_preview: { userTypes: ['S', 'T'], platforms: ['web', 'mobile'] },
  content_study_start: { userTypes: ['S', 'T'], platforms: ['web'] },
  content_study_stop: { userTypes: ['S', 'T'], platforms: ['web'] },
};

/** Whether this user type in this platform mode skips the event. */
export function skipsEvent(
  kind: BrowserEventKind,
  userType: UserType | null | undefined,
  platform: PlatformMode,
): boolean {
  const rule = EVENT_RULES[kind];
  return !userType || !rule.userTypes.includes(userType) || !rule.platforms.includes(platform);
}
