import { companion, type UserType } from '@kitlab/contract';

/** Which companion a user gets: a student's guide, or the view of a teacher's classes. */
export type CompanionVariant = 'student' | 'teacher';

export interface CompanionSituation {
  /** The stored enrollment flag (`kitlab.companion_enrolled`). */
  enrolled: boolean;
  pathname: string;
  userType: UserType | null;
  /** How many teacher classes the session holds; the teacher variant needs at least one. */
  teacherClassCount: number;
  isFullScreen: boolean;
  /**
   * The organisation's "Learning Companion" feature: false hides the widget once the district
   * turned it off; undefined (the map still loading) leaves the decision to the spec's rules.
   */
  featureOn?: boolean | undefined;
}

/** Spec section 2: the path contains /dashboard, /my-library, /topics, /quest or /quiz. */
export function isCompanionPath(pathname: string): boolean {
  return companion.COMPANION_PATHS.some((path) => pathname.includes(path));
}

/** The variant of a user type: students get the guide, teachers with classes the class view. */
function companionVariant(
  userType: UserType | null,
  teacherClassCount: number,
): CompanionVariant | null {
  if (userType === 'S') return 'student';
  if (userType === 'T' && teacherClassCount > 0) return 'teacher';
  return null;
}

/**
 * Spec section 2's display rule: enrolled, on a companion path, a student (or a teacher with
 * teacher classes), and not in full screen. Answers the variant to show, or null for none.
 */
export function companionToShow(situation: CompanionSituation): CompanionVariant | null {
  if (!situation.enrolled || situation.isFullScreen || situation.featureOn === false) return null;
  if (!isCompanionPath(situation.pathname)) return null;
  return companionVariant(situation.userType, situation.teacherClassCount);
}
