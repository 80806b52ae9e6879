/** Where administrators switch organisation features. */
export const FEATURES_PATH = '/admin/features';

/** Where administrators keep their schools' holidays: the school to choose, then one school's. */
export const HOLIDAYS_PATH = '/admin/holidays';
export const schoolHolidaysPath = (schoolToken: string) =>
  `${HOLIDAYS_PATH}/${encodeURIComponent(schoolToken)}`;
