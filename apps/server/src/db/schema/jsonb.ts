import { customType } from 'drizzle-orm/pg-core';
import { jsonbText } from '../jsonb-text.js';

/**
 * A `jsonb` column that writes its value through jsonbText: drizzle's own writes JSON.stringify's
 * text, which jsonb refuses when a string holds half a surrogate pair (a typed answer or a title
 * may: JSON allows it), and the write would fail. Read back as drizzle's own reads it.
 */
export const jsonb = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: jsonbText,
  fromDriver(value) {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
});
