import {
  type Document,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  type LineCounter,
  type Node,
} from 'yaml';

/**
 * Finds the 1-based line of a data path in a parsed YAML document. When the path does not exist
 * (a missing key), the line of the nearest existing parent is used.
 */
export function lineOfPath(
  document: Document,
  lines: LineCounter,
  path: readonly PropertyKey[],
  key?: string,
): number | undefined {
  let node: unknown = document.contents;
  let found: Node | undefined = isNode(node) ? node : undefined;
  for (const part of path) {
    const next = childOf(node, part);
    if (!next) break;
    node = next.value;
    // A map value is reported on its key's line: `options:` rather than the first option.
    found = next.key ?? (isNode(next.value) ? next.value : found);
  }
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (pair && isNode(pair.key)) found = pair.key;
  }
  const offset = found?.range?.[0];
  return offset === undefined ? undefined : lines.linePos(offset).line;
}

/** First line of a string's content: block scalars (`|`, `>`) start on the line below the key. */
export function contentLineOfPath(
  document: Document,
  lines: LineCounter,
  path: readonly PropertyKey[],
): number | undefined {
  const node = document.getIn(path as unknown[], true);
  const start = isNode(node) ? node.range?.[0] : undefined;
  if (start === undefined) return lineOfPath(document, lines, path);
  const line = lines.linePos(start).line;
  const blockScalar =
    isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED');
  return blockScalar ? line + 1 : line;
}

function childOf(node: unknown, part: PropertyKey): { key?: Node; value: unknown } | undefined {
  if (isSeq(node) && typeof part === 'number') {
    const item = node.items[part];
    return item === undefined ? undefined : { value: item };
  }
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === part);
    if (pair && isPair(pair)) {
      return isNode(pair.key) ? { key: pair.key, value: pair.value } : { value: pair.value };
    }
  }
  return undefined;
}
