import { describe, expect, it } from 'vitest';
import { withoutCallSummaries } from './call-summaries';

describe('withoutCallSummaries', () => {
  it('removes each declared call’s summary with its comma, keeping every line', () => {
    const code = [
      "export const note = 'Résumé — kept';",
      'export const save = defineCall({',
      "  method: 'POST',",
      '  summary:',
      "    'Saves a note — “quoted”, with a comma.',",
      '  response: z.object({ summary: z.string() }),',
      '});',
      "export const read = defineCall({ method: 'GET', summary: `Reads it.`, response });",
      "export const both = defineReadCalls({ path: '/x', summary: shared, fields, response });",
    ].join('\n');

    expect(withoutCallSummaries(code)).toBe(
      [
        "export const note = 'Résumé — kept';",
        'export const save = defineCall({',
        "  method: 'POST',",
        '  ',
        '',
        '  response: z.object({ summary: z.string() }),',
        '});',
        "export const read = defineCall({ method: 'GET',  response });",
        "export const both = defineReadCalls({ path: '/x',  fields, response });",
      ].join('\n'),
    );
  });

  it('leaves a summary that is not a call’s declaration', () => {
    const code = [
      "const topic = { summary: 'A topic.' };",
      "const call = other({ summary: 'Kept.' });",
      "const spread = defineCall({ ...common, method: 'GET' });",
      "const named = defineCall({ ['summary']: 'Computed, kept.' });",
    ].join('\n');

    expect(withoutCallSummaries(code)).toBe(code);
  });
});
