import { z } from 'zod/mini';

/** The largest value the database's integer columns hold; every id is one of them. */
export const MAX_ID = 2_147_483_647;

export const NO_SUCH_ID = 'There is nothing with this id.';

/** An id a client sends in a JSON body: a whole number from 1 to MAX_ID. */
export const bodyId = z.int().check(z.positive(), z.lte(MAX_ID, NO_SUCH_ID));

/** An id a client sends in a query string or a form, where it arrives as text. */
export const sentId = z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_ID, NO_SUCH_ID));

/**
 * Characters no one types into a form: NUL and the other control characters, except tab and
 * line breaks. The database refuses NUL in text, and the rest only hide or garble what is shown.
 */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const lineBreakOrTab = code === 9 || code === 10 || code === 13;
    if ((code < 32 && !lineBreakOrTab) || code === 127) return true;
  }
  return false;
}

export const CONTROL_CHARACTER_MESSAGE = 'Remove the invisible control characters from this text.';

/** Fields of a body or a query; the bytes of an uploaded file hold no typed text. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  return !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);
}

type ValuePath = (string | number)[];

/** No call takes values nested this deep; JSON nested thousands deep would exhaust a recursion. */
export const MAX_NESTING = 32;
export const TOO_DEEP_MESSAGE = 'The values sent are nested too deeply.';

/**
 * One walk of a sent value, with a list instead of recursion so no input can exhaust the stack:
 * the paths of every string holding a control character (in order), and whether the value nests
 * deeper than MAX_NESTING (the walk goes no deeper).
 */
export function walkSentText(value: unknown): { controlPaths: ValuePath[]; tooDeep: boolean } {
  const controlPaths: ValuePath[] = [];
  const pending: { item: unknown; path: ValuePath }[] = [{ item: value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, path } = next;
    if (typeof item === 'string') {
      if (hasControlCharacter(item)) controlPaths.push(path);
      continue;
    }
    const children: [string | number, unknown][] = Array.isArray(item)
      ? item.map((child, index) => [index, child])
      : isPlainObject(item)
        ? Object.entries(item)
        : [];
    if (children.length > 0 && path.length >= MAX_NESTING) return { controlPaths, tooDeep: true };
    for (const [key, child] of children.reverse())
      pending.push({ item: child, path: [...path, key] });
  }
  return { controlPaths, tooDeep: false };
}

/** The paths of every string in a value that holds a control character. */
export function controlCharacterPaths(value: unknown): ValuePath[] {
  return walkSentText(value).controlPaths;
}

/** Each schema `withTypedText` made, and the schema it was made from. */
const uncheckedOf = new WeakMap<z.ZodMiniType, z.ZodMiniType>();

/**
 * The same schema, refusing control characters in any of its text: a call's body and query
 * get this once in `defineCall`, so no field of any call can carry them to the database.
 */
export function withTypedText<T extends z.ZodMiniType>(schema: T): T {
  const checked = schema.check(
    z.superRefine((value, context) => {
      for (const path of controlCharacterPaths(value)) {
        context.addIssue({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE });
      }
    }),
  ) as T;
  uncheckedOf.set(checked, schema);
  return checked;
}

/**
 * The schema as it was before `withTypedText`, for a caller that looks for control characters in
 * what was sent itself, before the schema runs, and so need not have the schema look again.
 */
export function withoutTypedText<T extends z.ZodMiniType>(schema: T): T {
  return (uncheckedOf.get(schema) as T | undefined) ?? schema;
}
