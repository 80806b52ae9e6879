import { useClassWorkInvalidation } from '../../live';
import { reportTableKeys } from '../api/keys';

const NO_CLASSES: readonly number[] = [];

/**
 * Keeps a class's open reports (progress and table) up to date while students work: the tab's
 * live stream watches the class, and every query under the class's key (its progress, its table,
 * its students) is refetched when its work changes, so new answers show without a reload.
 */
export function useClassWorkRefresh(classId: number | null): void {
  useClassWorkInvalidation(
    classId === null ? NO_CLASSES : [classId],
    classId === null ? reportTableKeys.all : reportTableKeys.classReports(classId),
  );
}
