/** Where administrators switch organisation features. */
export const FEATURES_PATH = '/admin/features';
