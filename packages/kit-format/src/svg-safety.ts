/**
 * Checks hand-drawn SVG files before they are served to pupils. SVG can carry scripts, event
 * handlers and references to other sites, so only a whitelist of drawing elements passes and
 * every reference must point inside the same file (`#id`).
 */
export interface SvgFinding {
  kind: 'svg_unsafe' | 'svg_invalid';
  message: string;
  line: number;
}

export interface SvgCheck {
  findings: SvgFinding[];
  /** Text of the first <title>, used as the image's alt text when a kit gives none. */
  title?: string;
}

const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'title',
  'desc',
  'defs',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textpath',
  'lineargradient',
  'radialgradient',
  'stop',
  'marker',
  'pattern',
  'clippath',
  'mask',
  'style',
  'metadata',
]);

const TAG =
  /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const URL_FUNCTION = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

export function checkSvg(text: string): SvgCheck {
  const findings: SvgFinding[] = [];
  const lineAt = lineFinder(text);
  const flag = (kind: SvgFinding['kind'], message: string, offset: number) =>
    findings.push({ kind, message, line: lineAt(offset) });

  for (const pattern of [/<!DOCTYPE/i, /<!ENTITY/i, /<\?xml-stylesheet/i]) {
    const match = pattern.exec(text);
    if (match) flag('svg_unsafe', `SVG may not contain ${match[0]}`, match.index);
  }
  const withoutComments = text.replace(/<!--[\s\S]*?-->/g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );

  const tagStarts = new Set<number>();
  let rootSeen = false;
  let hasViewBox = false;
  let title: string | undefined;
  for (const match of withoutComments.matchAll(TAG)) {
    const [whole, closing, rawName = '', attributes = ''] = match;
    const offset = match.index;
    tagStarts.add(offset);
    const name = rawName.toLowerCase();
    if (closing) continue;
    if (!rootSeen) {
      rootSeen = true;
      if (name !== 'svg') flag('svg_invalid', 'The first element must be <svg>', offset);
    }
    if (!ALLOWED_ELEMENTS.has(name)) {
      flag('svg_unsafe', `Element <${rawName}> is not allowed in kit images`, offset);
    }
    for (const attribute of attributes.matchAll(ATTRIBUTE)) {
      const attrName = (attribute[1] ?? '').toLowerCase();
      const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
      if (name === 'svg' && attrName === 'viewbox') hasViewBox = true;
      const problem = attributeProblem(attrName, value);
      if (problem) flag('svg_unsafe', `<${rawName}>: ${problem}`, offset);
    }
    if (name === 'title' && title === undefined) {
      const end = withoutComments.indexOf('</title>', offset + whole.length);
      title = decodeEntities(
        withoutComments.slice(offset + whole.length, end === -1 ? undefined : end),
      )
        .replace(/\s+/g, ' ')
        .trim();
    }
    if (name === 'style') {
      const end = withoutComments.indexOf('</style>', offset);
      const css = withoutComments.slice(offset + whole.length, end === -1 ? undefined : end);
      const problem = cssProblem(css);
      if (problem) flag('svg_unsafe', `<style>: ${problem}`, offset);
    }
  }
  // A tag the pattern could not read might hide an attribute from the checks above.
  for (const start of withoutComments.matchAll(/<\/?[A-Za-z]/g)) {
    if (!tagStarts.has(start.index) && start[0].length === 2) {
      flag('svg_invalid', 'Malformed tag', start.index);
    }
  }
  if (!rootSeen) flag('svg_invalid', 'No <svg> element found', 0);
  else {
    if (!/<\/svg\s*>\s*$/i.test(withoutComments)) {
      flag('svg_invalid', 'The file must end with </svg>', text.length);
    }
    if (!hasViewBox) flag('svg_invalid', 'The <svg> element needs a viewBox so it can scale', 0);
    if (!title) flag('svg_invalid', 'The SVG needs a non-empty <title> describing it', 0);
  }
  return title ? { findings, title } : { findings };
}

function attributeProblem(name: string, value: string): string | undefined {
  if (name.startsWith('on')) return `event handler attribute ${name} is not allowed`;
  if (name === 'href' || name.endsWith(':href')) {
    if (!value.trim().startsWith('#')) {
      return `${name}="${value}" points outside the file; only #id references are allowed`;
    }
  }
  if (name === 'style') return cssProblem(value);
  if (/^\s*(javascript|vbscript|data):/i.test(value))
    return `${name} has a ${value.split(':')[0]}: value`;
  for (const url of value.matchAll(URL_FUNCTION)) {
    if (!(url[2] ?? '').trim().startsWith('#'))
      return `${name} refers to ${url[0]}; only url(#id) is allowed`;
  }
  return undefined;
}

function cssProblem(css: string): string | undefined {
  if (/@import/i.test(css)) return '@import is not allowed';
  if (/expression\s*\(|javascript:/i.test(css)) return 'script in CSS is not allowed';
  for (const url of css.matchAll(URL_FUNCTION)) {
    if (!(url[2] ?? '').trim().startsWith('#')) return `${url[0]} points outside the file`;
  }
  return undefined;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/** Returns a function from a character offset to a 1-based line number. */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let index = 0; index < text.length; index += 1) {
    if (text.charCodeAt(index) === 10) starts.push(index + 1);
  }
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}
