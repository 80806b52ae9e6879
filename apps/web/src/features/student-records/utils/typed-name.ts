/**
 * Whether what was typed is the student's name: spaces at the ends and between words do not
 * count, letters' case does (the administrator copies the name shown above the box).
 */
export function isTypedName(typed: string, name: string): boolean {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ');
  return plain(name) !== '' && plain(typed) === plain(name);
}
