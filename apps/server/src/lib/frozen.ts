/**
 * Freezes a value and everything it holds, for answers kept and shared between requests: the
 * response writer checks and writes a frozen part once (plugins/response-serializer.ts), so a
 * part that could still change would be sent as it was when first written.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const held of Object.values(value)) deepFreeze(held);
  return Object.freeze(value);
}
