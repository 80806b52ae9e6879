import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LessonBlock } from '../../lib/lesson-blocks';
import { type MountedComponent, mountComponent } from '../../lib/test-dom';
import { LessonBlocks } from './lesson-blocks';

let view: MountedComponent;
let container: HTMLDivElement;

function render(blocks: LessonBlock[]) {
  view.render(<LessonBlocks blocks={blocks} headingLevel={2} />);
}

const text = (value: string) => ({ type: 'text' as const, text: value });

describe('LessonBlocks', () => {
  beforeEach(() => {
    view = mountComponent();
    container = view.container;
  });
  afterEach(() => view.unmount());

  it('renders headings one level below the lesson title, paragraphs and inline styles', () => {
    render([
      { type: 'heading', level: 2, children: [text('Particles')] },
      {
        type: 'paragraph',
        children: [
          text('Matter is '),
          { type: 'bold', children: [text('everything')] },
          { type: 'break' },
          { type: 'italic', children: [text('really')] },
          { type: 'code', text: 'H2O' },
        ],
      },
    ]);
    expect(container.querySelector('h3')?.textContent).toBe('Particles');
    const paragraph = container.querySelector('p');
    expect(paragraph?.querySelector('strong')?.textContent).toBe('everything');
    expect(paragraph?.querySelector('em')?.textContent).toBe('really');
    expect(paragraph?.querySelector('code')?.textContent).toBe('H2O');
    expect(paragraph?.querySelector('br')).not.toBeNull();
  });

  it('shows markup in the content as text, never as elements', () => {
    render([
      {
        type: 'paragraph',
        children: [text('<img src=x onerror="alert(1)"><script>bad()</script>')],
      },
      { type: 'code_block', text: '<b>bold?</b>' },
    ]);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<script>bad()</script>');
    expect(container.querySelector('pre')?.textContent).toBe('<b>bold?</b>');
  });

  it('follows web links in a new tab and keeps other links as plain text', () => {
    render([
      {
        type: 'paragraph',
        children: [
          { type: 'link', href: 'https://example.org/cells', children: [text('cells')] },
          { type: 'link', href: 'javascript:alert(1)', children: [text('trap')] },
        ],
      },
    ]);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.org/cells');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toContain('trap');
  });

  it('renders numbered lists from their start, pictures with alt text, callouts and tables', () => {
    render([
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [{ blocks: [{ type: 'paragraph', children: [text('Heat the ice')] }] }],
      },
      { type: 'image', file: '/api/kits/media/k/ice.svg', alt: 'An ice cube', caption: 'Ice' },
      {
        type: 'callout',
        variant: 'safety',
        blocks: [{ type: 'paragraph', children: [text('Wear goggles.')] }],
      },
      {
        type: 'table',
        align: ['left', 'right'],
        header: [[text('State')], [text('Shape')]],
        rows: [[[text('Solid')], [text('Fixed')]]],
      },
    ]);
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(container.querySelector('li')?.textContent).toBe('Heat the ice');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('An ice cube');
    expect(container.querySelector('figcaption')?.textContent).toBe('Ice');
    const note = container.querySelector('[role="note"]');
    expect(note?.getAttribute('aria-label')).toBe('Safety');
    expect(note?.textContent).toContain('Wear goggles.');
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'State',
      'Shape',
    ]);
    expect(container.querySelector('td')?.textContent).toBe('Solid');
  });
});
