/** Where administrators keep their schools' holidays (the school to choose), linked from account settings. */
export const HOLIDAYS_PATH = '/admin/holidays';
