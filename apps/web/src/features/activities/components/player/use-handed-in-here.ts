import { useState } from 'react';

/**
 * Whether the work was handed in on this screen, rather than opened already handed in: only
 * then does the result take the student's focus.
 */
export function useHandedInHere(status: 'DR' | 'S'): boolean {
  const [sawDraft, setSawDraft] = useState(status !== 'S');
  if (status !== 'S' && !sawDraft) setSawDraft(true);
  return status === 'S' && sawDraft;
}
