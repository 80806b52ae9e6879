import { describe, expect, it } from 'vitest';
import { csvField, csvText, fileNamePart } from './csv.js';

describe('csvField', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvField('Light quiz')).toBe('Light quiz');
    expect(csvField('Okafor, Ada')).toBe('"Okafor, Ada"');
    expect(csvField('the "best"')).toBe('"the ""best"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('keeps a spreadsheet from running text that starts like a formula', () => {
    for (const value of ['=1+1', '+44', '-2', '@SUM(A1)', '\tcell', '\rcell']) {
      expect(csvField(value).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvField('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvField('80%')).toBe('80%');
  });
});

describe('csvText', () => {
  it('ends every line with CRLF', () => {
    expect(csvText([['a', 'b,c'], ['=d']])).toBe('a,"b,c"\r\n\'=d\r\n');
    expect(csvText([])).toBe('');
  });
});

describe('fileNamePart', () => {
  it('keeps letters and digits, one hyphen for each run of anything else', () => {
    expect(fileNamePart('6A')).toBe('6A');
    expect(fileNamePart(' Year 6 / Élan ')).toBe('Year-6-lan');
    expect(fileNamePart('***')).toBe('');
  });
});
