import { HOLIDAYS_PATH } from '../../lib/paths/holidays';

export { HOLIDAYS_PATH };

/** Where administrators switch organisation features. */
export const FEATURES_PATH = '/admin/features';

/** One school's holidays, under the page where administrators choose the school. */
export const schoolHolidaysPath = (schoolToken: string) =>
  `${HOLIDAYS_PATH}/${encodeURIComponent(schoolToken)}`;
