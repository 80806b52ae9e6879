import { type KitView, kitView } from './kit-view';

/** Named routes of spec section 2. */
export const MY_LIBRARY_PATH = '/my-library';
export const TOPICS_PATH = '/topics';
export const KIT_PAGE_PATH = `${MY_LIBRARY_PATH}/:kitToken`;

/**
 * A kit's page, optionally at a place in it (a tab, a lesson page, a topic). Every feature links
 * to a kit through it.
 */
export function kitPagePath(kitToken: string, place: Partial<KitView> = {}): string {
  const search = kitView.write({ ...kitView.empty, ...place }).toString();
  return `${MY_LIBRARY_PATH}/${encodeURIComponent(kitToken)}${search ? `?${search}` : ''}`;
}
