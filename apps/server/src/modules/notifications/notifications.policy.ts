/** Who may do what with notifications: plain rules, tested without a database. */

/**
 * A teacher announces only to their own teaching (class x subject) in their own school; any
 * other is treated as absent (404), so teaching ids cannot be probed.
 */
export function canAnnounceTo(
  user: { id: number; organisationId: number },
  teaching: { teacherId: number; organisationId: number },
): boolean {
  return teaching.teacherId === user.id && teaching.organisationId === user.organisationId;
}
