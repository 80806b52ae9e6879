import { describe, expect, it } from 'vitest';
import { splitPages } from './lessons.js';
import { type MarkdownContext, markdownToBlocks } from './markdown-to-blocks.js';

function convert(source: string, takeTitle = false) {
  const reports: [string, number][] = [];
  const context: MarkdownContext = {
    fileLine: (line) => line + 1,
    report: (code, _message, line) => reports.push([code, line]),
    resolveImage: (src, alt) => ({ type: 'image', file: src, alt }),
  };
  return { ...markdownToBlocks(source, context, { takeTitle }), reports };
}

describe('markdownToBlocks', () => {
  it('keeps whitelisted inline marks and http links', () => {
    const { blocks, reports } = convert('A **b** *i* `c` [l](http://x.org)  \nnext');
    expect(reports).toEqual([]);
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'A ' },
          { type: 'bold', children: [{ type: 'text', text: 'b' }] },
          { type: 'text', text: ' ' },
          { type: 'italic', children: [{ type: 'text', text: 'i' }] },
          { type: 'text', text: ' ' },
          { type: 'code', text: 'c' },
          { type: 'text', text: ' ' },
          { type: 'link', href: 'http://x.org', children: [{ type: 'text', text: 'l' }] },
          { type: 'break' },
          { type: 'text', text: 'next' },
        ],
      },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:x',
    'data:text/html,x',
    'vbscript:x',
    'mailto:a@b.c',
    '/relative',
  ])('reports the link %s and keeps only its text', (href) => {
    const { blocks, reports } = convert(`see [this](${href})`);
    expect(reports).toEqual([['unsafe_link', 1]]);
    expect(JSON.stringify(blocks)).not.toContain('"link"');
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'see this' }],
    });
  });

  it('drops raw HTML blocks and inline tags', () => {
    const { blocks, reports } = convert(
      '<script>alert(1)</script>\n\nok <img src=x onerror=y> done',
    );
    expect(reports.map(([code]) => code)).toEqual(['markdown_raw_html', 'markdown_raw_html']);
    expect(JSON.stringify(blocks)).not.toMatch(/script|onerror/);
  });

  it('takes the title and reports later level-1 headings, rules and strikethrough', () => {
    const { title, blocks, reports } = convert(
      '# Title\n\ntext\n\n# Again\n\n***\n\n~~old~~',
      true,
    );
    expect(title).toBe('Title');
    expect(blocks[1]).toMatchObject({ type: 'heading', level: 2 });
    expect(reports).toEqual([
      ['markdown_unsupported', 5],
      ['markdown_unsupported', 7],
      ['markdown_unsupported', 9],
    ]);
  });

  it('turns blockquotes into callouts with a variant', () => {
    const { blocks, reports } = convert(
      '> [!SAFETY]\n> Wear goggles.\n\n> plain note\n\n> [!SHOUT] x',
    );
    expect(blocks.map((block) => block.type === 'callout' && block.variant)).toEqual([
      'safety',
      'note',
      'note',
    ]);
    expect(blocks[0]).toMatchObject({ blocks: [{ children: [{ text: 'Wear goggles.' }] }] });
    expect(reports).toEqual([['markdown_unsupported', 6]]);
  });

  it('reports images inside text, keeps images on their own line', () => {
    const { blocks, reports } = convert(
      '![A cell](images/cell.svg)\n\nsee ![x](images/x.svg) here',
    );
    expect(blocks[0]).toEqual({ type: 'image', file: 'images/cell.svg', alt: 'A cell' });
    expect(reports).toEqual([['markdown_unsupported', 3]]);
  });

  it('keeps ordered list starts and code languages', () => {
    const { blocks } = convert('3. three\n4. four\n\n```python\nprint(1)\n```');
    expect(blocks[0]).toMatchObject({ type: 'list', ordered: true, start: 3 });
    expect(blocks[1]).toEqual({ type: 'code_block', language: 'python', text: 'print(1)' });
  });
});

describe('splitPages', () => {
  it('splits on --- lines but not inside fenced code', () => {
    const pages = splitPages('# T\n---\na\n```\n---\n```\n---\nb');
    expect(pages.map((page) => [page.firstLine, page.text])).toEqual([
      [0, '# T'],
      [2, 'a\n```\n---\n```'],
      [7, 'b'],
    ]);
  });
});
