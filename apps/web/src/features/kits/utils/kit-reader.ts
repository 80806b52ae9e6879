/**
 * Who reads the kit library: teachers and students call different kit endpoints, and only
 * students send their class (spec section 6).
 */
export type KitReader = { userType: 'T' } | { userType: 'S'; classId: number | null };

/** The `class` a student's kit calls carry; without a stored class the server uses their own. */
export function classParam(reader: KitReader): { class?: number } {
  return reader.userType === 'S' && reader.classId !== null ? { class: reader.classId } : {};
}
