import { type Plugin, parseAst } from 'vite';

const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/].+(?<!\.test)\.ts$/;
const CALL_DECLARERS = new Set(['defineCall', 'defineReadCalls']);

interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function childNodes(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

function declaredCall(node: Node): Node | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as Node;
  const [declaration] = node.arguments as Node[];
  const declares = callee.type === 'Identifier' && CALL_DECLARERS.has(callee.name as string);
  return declares && declaration?.type === 'ObjectExpression' ? declaration : undefined;
}

function isSummary(property: Node): boolean {
  const key = property.key as Node | undefined;
  return (
    property.type === 'Property' &&
    !property.computed &&
    (key?.name === 'summary' || key?.value === 'summary')
  );
}

function summariesOf(program: Node): Node[] {
  const found: Node[] = [];
  const pending = [program];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const declaration = declaredCall(node);
    if (declaration) found.push(...(declaration.properties as Node[]).filter(isSummary));
    pending.push(...childNodes(node));
  }
  return found;
}

/**
 * The contract's calls without their `summary`, the API documentation's text, which the server
 * serves and the web app never reads. Each summary goes with its comma; its line breaks stay, so
 * every line keeps its number.
 */
export function withoutCallSummaries(code: string): string {
  const summaries = summariesOf(parseAst(code, { lang: 'ts' }) as unknown as Node);
  let kept = code;
  for (const summary of summaries.sort((a, b) => b.start - a.start)) {
    const comma = /^\s*,/.exec(kept.slice(summary.end))?.[0].length ?? 0;
    const end = summary.end + comma;
    kept =
      kept.slice(0, summary.start) +
      kept.slice(summary.start, end).replace(/[^\n]/g, '') +
      kept.slice(end);
  }
  return kept;
}

/**
 * Leaves the calls' documentation out of the web build: about 10 KB of text on a signed-in page,
 * 3 KB once compressed.
 */
export function contractWithoutCallSummaries(): Plugin {
  return {
    name: 'kitlab:contract-without-call-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id) || !code.includes('summary')) return null;
      // Lines keep their numbers, so the contract's own source map still points at them.
      return { code: withoutCallSummaries(code), map: null };
    },
  };
}
