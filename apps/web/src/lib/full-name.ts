/**
 * "Maya Reyes": a person's whole name, as teachers and administrators see it. Trimmed, so a
 * blank part leaves no stray space (and a name with both parts blank is "", for a fallback).
 */
export const fullName = (person: { first_name: string; last_name: string }): string =>
  `${person.first_name} ${person.last_name}`.trim();
