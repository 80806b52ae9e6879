import { useState } from 'react';

/**
 * Whether `value` has been true at any render so far: for a piece loaded on demand that mounts
 * when first wanted (a dialog first opened) and stays mounted after, so it closes with its
 * transition like any other.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
