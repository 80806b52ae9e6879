import { describe, expect, it } from 'vitest';
import { jsonbText } from './jsonb-text.js';

describe('JSON text for a jsonb parameter', () => {
  it('writes values as JSON.stringify does', () => {
    const value = { title: 'Fractions 🍕', at: new Date(Date.UTC(2028, 1, 29)), n: [1, null] };
    expect(jsonbText(value)).toBe(JSON.stringify(value));
  });

  it('writes half a surrogate pair as a replacement character, keeping whole pairs', () => {
    const text = jsonbText([{ comment: 'a\ud83cb', rest: '\udf55 🍕' }]);
    expect(JSON.parse(text)).toEqual([{ comment: 'a\ufffdb', rest: '\ufffd 🍕' }]);
    expect(text).not.toMatch(/\\ud[89a-f]/i);
  });

  it('leaves text that only looks like an escape alone', () => {
    const value = { note: 'typed \\ud800 by hand' };
    expect(JSON.parse(jsonbText(value))).toEqual(value);
  });
});
