import MarkdownIt, { type Token } from 'markdown-it';
import {
  CALLOUT_VARIANTS,
  type CalloutVariant,
  type Inline,
  type LessonBlock,
  type ListItem,
  type TableAlign,
} from './lesson-blocks.js';
import type { KitProblemCode } from './problems.js';

export interface MarkdownContext {
  /** Turns a 0-based line of the markdown source into a 1-based line of the file it came from. */
  fileLine(sourceLine: number): number;
  report(code: KitProblemCode, message: string, line: number): void;
  /** Checks an image reference; returns the block to keep, or undefined when it was reported. */
  resolveImage(
    src: string,
    alt: string,
    caption: string | undefined,
    line: number,
  ): LessonBlock | undefined;
}

export interface MarkdownResult {
  blocks: LessonBlock[];
  /** Text of a leading `# ` heading, when `takeTitle` asked for it. */
  title?: string;
}

const parser = createParser();

function createParser() {
  // Raw HTML is tokenised (html: true) only so it can be reported; it never reaches the tree.
  const md = new MarkdownIt('default', { html: true, linkify: false, typographer: false });
  // Let every link through to the tree builder, which reports unsafe ones with a line number.
  md.validateLink = () => true;
  return md;
}

export function markdownToBlocks(
  source: string,
  context: MarkdownContext,
  options: { takeTitle?: boolean } = {},
): MarkdownResult {
  const tokens = parser.parse(source, {});
  const walker = new BlockWalker(tokens, context);
  const result: MarkdownResult = { blocks: [] };
  if (options.takeTitle) {
    const first = tokens[0];
    if (first?.type === 'heading_open' && first.tag === 'h1') {
      const inline = tokens[1];
      result.title = inline ? inlineSource(inline).trim() : '';
      walker.position = 3;
    }
  }
  result.blocks = walker.blocksUntil(undefined);
  return result;
}

function inlineSource(token: Token): string {
  return (token.children ?? [])
    .map((child) =>
      child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.content,
    )
    .join('');
}

class BlockWalker {
  position = 0;
  private lastLine = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly context: MarkdownContext,
  ) {}

  /** Reads blocks until the closing token of the given type (or the end). */
  blocksUntil(closeType: string | undefined): LessonBlock[] {
    const blocks: LessonBlock[] = [];
    while (this.position < this.tokens.length) {
      const token = this.tokens[this.position] as Token;
      if (token.type === closeType) {
        this.position += 1;
        return blocks;
      }
      const block = this.block(token);
      if (block) blocks.push(block);
    }
    return blocks;
  }

  private line(token: Token): number {
    if (token.map) this.lastLine = token.map[0];
    return this.context.fileLine(this.lastLine);
  }

  private block(token: Token): LessonBlock | undefined {
    const line = this.line(token);
    this.position += 1;
    switch (token.type) {
      case 'heading_open':
        return this.heading(token, line);
      case 'paragraph_open':
        return this.paragraph(line);
      case 'bullet_list_open':
      case 'ordered_list_open':
        return this.list(token);
      case 'blockquote_open':
        return this.callout(line);
      case 'table_open':
        return this.table();
      case 'fence':
      case 'code_block':
        return codeBlock(token);
      case 'html_block':
        this.context.report(
          'markdown_raw_html',
          'Raw HTML is not allowed in lessons; it was left out',
          line,
        );
        return undefined;
      case 'hr':
        this.context.report(
          'markdown_unsupported',
          'Horizontal rules are not supported; a line with only --- starts a new lesson page',
          line,
        );
        return undefined;
      default:
        this.context.report('markdown_unsupported', `Unsupported markdown (${token.type})`, line);
        return undefined;
    }
  }

  private heading(open: Token, line: number): LessonBlock {
    const inline = this.tokens[this.position] as Token;
    this.position += 2;
    const depth = Number(open.tag.slice(1));
    if (depth === 1) {
      this.context.report(
        'markdown_unsupported',
        'Only the lesson title may use a level-1 heading (# ); use ## for sections',
        line,
      );
    } else if (depth > 4) {
      this.context.report(
        'markdown_unsupported',
        'Headings deeper than #### are not supported',
        line,
      );
    }
    const level = Math.min(4, Math.max(2, depth)) as 2 | 3 | 4;
    return { type: 'heading', level, children: this.inlines(inline, line) };
  }

  private paragraph(line: number): LessonBlock | undefined {
    const inline = this.tokens[this.position] as Token;
    this.position += 2;
    const children = (inline.children ?? []).filter(
      (child) =>
        !(child.type === 'text' && child.content.trim() === '') && child.type !== 'softbreak',
    );
    const only = children[0];
    if (children.length === 1 && only?.type === 'image') {
      const title = only.attrGet('title');
      const caption = title === null || title === '' ? undefined : String(title);
      return this.context.resolveImage(
        String(only.attrGet('src') ?? ''),
        only.content,
        caption,
        line,
      );
    }
    const content = this.inlines(inline, line);
    return content.length === 0 ? undefined : { type: 'paragraph', children: content };
  }

  private list(open: Token): LessonBlock {
    const ordered = open.type === 'ordered_list_open';
    const closeType = ordered ? 'ordered_list_close' : 'bullet_list_close';
    const items: ListItem[] = [];
    while (this.position < this.tokens.length) {
      const token = this.tokens[this.position] as Token;
      this.position += 1;
      if (token.type === closeType) break;
      if (token.type === 'list_item_open')
        items.push({ blocks: this.blocksUntil('list_item_close') });
    }
    const start = Number(open.attrGet('start') ?? 1);
    return ordered && start !== 1
      ? { type: 'list', ordered, start, items }
      : { type: 'list', ordered, items };
  }

  private callout(line: number): LessonBlock {
    const blocks = this.blocksUntil('blockquote_close');
    let variant: CalloutVariant = 'note';
    const first = blocks[0];
    const lead = first?.type === 'paragraph' ? first.children[0] : undefined;
    const marker = lead?.type === 'text' ? /^\[!([A-Za-z]+)\]\s*/.exec(lead.text) : null;
    if (first?.type === 'paragraph' && lead?.type === 'text' && marker) {
      const name = (marker[1] ?? '').toLowerCase();
      if ((CALLOUT_VARIANTS as readonly string[]).includes(name)) variant = name as CalloutVariant;
      else
        this.context.report(
          'markdown_unsupported',
          `Unknown callout [!${marker[1]}]; use one of ${CALLOUT_VARIANTS.map((v) => v.toUpperCase()).join(', ')}`,
          line,
        );
      lead.text = lead.text.slice(marker[0].length);
      if (lead.text === '') first.children.shift();
      if (first.children[0]?.type === 'break') first.children.shift();
      if (first.children.length === 0) blocks.shift();
    }
    return { type: 'callout', variant, blocks };
  }

  private table(): LessonBlock {
    const align: TableAlign[] = [];
    const header: Inline[][] = [];
    const rows: Inline[][][] = [];
    let row: Inline[][] | undefined;
    let inHead = false;
    while (this.position < this.tokens.length) {
      const token = this.tokens[this.position] as Token;
      this.position += 1;
      if (token.type === 'table_close') break;
      if (token.type === 'thead_open') inHead = true;
      else if (token.type === 'thead_close') inHead = false;
      else if (token.type === 'tr_open' && !inHead) {
        row = [];
        rows.push(row);
      } else if (token.type === 'th_open' || token.type === 'td_open') {
        const inline = this.tokens[this.position] as Token;
        this.position += 2;
        const cell = this.inlines(inline, this.line(token));
        if (inHead) {
          header.push(cell);
          align.push(alignOf(String(token.attrGet('style') ?? '')));
        } else row?.push(cell);
      }
    }
    return { type: 'table', align, header, rows };
  }

  private inlines(inline: Token, line: number): Inline[] {
    const stack: Inline[][] = [[]];
    const openers: Token[] = [];
    const push = (node: Inline) => {
      const target = stack[stack.length - 1] as Inline[];
      const previous = target[target.length - 1];
      if (node.type === 'text' && previous?.type === 'text') previous.text += node.text;
      else target.push(node);
    };
    const open = (token: Token) => {
      openers.push(token);
      stack.push([]);
    };
    const close = () => {
      const opener = openers.pop();
      const children = stack.pop() ?? [];
      if (!opener) return;
      if (opener.type === 'strong_open') push({ type: 'bold', children });
      else if (opener.type === 'em_open') push({ type: 'italic', children });
      else if (opener.type === 'link_open') {
        const href = String(opener.attrGet('href') ?? '');
        if (/^https?:\/\/[^\s]+$/i.test(href)) push({ type: 'link', href, children });
        else {
          this.context.report(
            'unsafe_link',
            `Link "${href}" is not allowed; only http:// and https:// links are`,
            line,
          );
          for (const child of children) push(child);
        }
      } else for (const child of children) push(child);
    };

    for (const token of inline.children ?? []) {
      switch (token.type) {
        case 'text':
        case 'text_special':
          push({ type: 'text', text: token.content });
          break;
        case 'softbreak':
          push({ type: 'text', text: ' ' });
          break;
        case 'hardbreak':
          push({ type: 'break' });
          break;
        case 'code_inline':
          push({ type: 'code', text: token.content });
          break;
        case 'strong_open':
        case 'em_open':
        case 'link_open':
          open(token);
          break;
        case 's_open':
          this.context.report('markdown_unsupported', 'Strikethrough (~~) is not supported', line);
          open(token);
          break;
        case 'strong_close':
        case 'em_close':
        case 'link_close':
        case 's_close':
          close();
          break;
        case 'html_inline':
          this.context.report(
            'markdown_raw_html',
            'Raw HTML is not allowed in lessons; it was left out',
            line,
          );
          break;
        case 'image':
          this.context.report(
            'markdown_unsupported',
            'Images must stand alone on their own line, not inside text',
            line,
          );
          break;
        default:
          this.context.report('markdown_unsupported', `Unsupported markdown (${token.type})`, line);
      }
    }
    while (openers.length > 0) close();
    return stack[0] ?? [];
  }
}

function codeBlock(token: Token): LessonBlock {
  const language = /^[A-Za-z0-9_+#-]{1,20}/.exec(token.info.trim())?.[0];
  const text = token.content.replace(/\n$/, '');
  return language ? { type: 'code_block', language, text } : { type: 'code_block', text };
}

function alignOf(style: string): TableAlign {
  const match = /text-align:\s*(left|center|right)/.exec(style);
  return (match?.[1] as TableAlign | undefined) ?? null;
}
