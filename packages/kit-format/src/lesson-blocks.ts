import { z } from 'zod/mini';

/**
 * The whitelisted rich-text tree that lessons and quest instructions are turned into. Renderers
 * map each `type` to an element; nothing here is HTML, so no raw markup can reach a page.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'bold'; children: Inline[] }
  | { type: 'italic'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type CalloutVariant = 'note' | 'tip' | 'warning' | 'safety' | 'example';
export const CALLOUT_VARIANTS: readonly CalloutVariant[] = [
  'note',
  'tip',
  'warning',
  'safety',
  'example',
];

export type TableAlign = 'left' | 'center' | 'right' | null;

export interface ListItem {
  blocks: LessonBlock[];
}

export type LessonBlock =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start?: number; items: ListItem[] }
  | { type: 'image'; file: string; alt: string; caption?: string }
  | { type: 'callout'; variant: CalloutVariant; blocks: LessonBlock[] }
  | { type: 'table'; align: TableAlign[]; header: Inline[][]; rows: Inline[][][] }
  | { type: 'code_block'; language?: string; text: string };

const httpUrl = z
  .string()
  .check(
    z.refine((value) => /^https?:\/\//i.test(value), { message: 'Links must be http or https' }),
  );

export const inlineSchema: z.ZodMiniType<Inline> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('text'), text: z.string() }),
    z.strictObject({ type: z.literal('bold'), children: z.array(inlineSchema) }),
    z.strictObject({ type: z.literal('italic'), children: z.array(inlineSchema) }),
    z.strictObject({ type: z.literal('code'), text: z.string() }),
    z.strictObject({ type: z.literal('link'), href: httpUrl, children: z.array(inlineSchema) }),
    z.strictObject({ type: z.literal('break') }),
  ]),
);

const listItemSchema: z.ZodMiniType<ListItem> = z.lazy(() =>
  z.strictObject({ blocks: z.array(lessonBlockSchema) }),
);

/** Validates block trees coming back from storage or over the API. */
export const lessonBlockSchema: z.ZodMiniType<LessonBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('heading'),
      level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
      children: z.array(inlineSchema),
    }),
    z.strictObject({ type: z.literal('paragraph'), children: z.array(inlineSchema) }),
    z.strictObject({
      type: z.literal('list'),
      ordered: z.boolean(),
      start: z.optional(z.int()),
      items: z.array(listItemSchema),
    }),
    z.strictObject({
      type: z.literal('image'),
      file: z.string(),
      alt: z.string(),
      caption: z.optional(z.string()),
    }),
    z.strictObject({
      type: z.literal('callout'),
      variant: z.enum(['note', 'tip', 'warning', 'safety', 'example']),
      blocks: z.array(lessonBlockSchema),
    }),
    z.strictObject({
      type: z.literal('table'),
      align: z.array(z.nullable(z.enum(['left', 'center', 'right']))),
      header: z.array(z.array(inlineSchema)),
      rows: z.array(z.array(z.array(inlineSchema))),
    }),
    z.strictObject({
      type: z.literal('code_block'),
      language: z.optional(z.string()),
      text: z.string(),
    }),
  ]),
);

/** Plain text of an inline run, e.g. for search indexes or an image's caption. */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'break':
          return '\n';
        default:
          return inlineText(node.children);
      }
    })
    .join('');
}
