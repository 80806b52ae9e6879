import { escapeHtml } from '../lib/mail.js';

/** The parts of an OpenAPI 3.0 document the docs page reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema }> }
  >;
}

export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** How many levels of fields a body is spelled out to; deeper ones are named by type only. */
const BODY_LEVELS = 6;
/** Answers are long: their fields and one level inside them keep the page quick to read. */
const ANSWER_LEVELS = 2;
/** Integer bounds that only say "a safe integer" and would be noise on the page. */
const SAFE_INTEGER = 9007199254740991;

const text = (value: unknown) => escapeHtml(String(value));

const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** "text, at most 100 characters" and the like: what a reader needs to fill a field in. */
function constraintsOf(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.enum)
    notes.push(
      `one of ${schema.enum.map((v) => `<code>${text(JSON.stringify(v))}</code>`).join(', ')}`,
    );
  if (schema.minimum !== undefined && Math.abs(schema.minimum) !== SAFE_INTEGER)
    notes.push(`from ${schema.minimum}`);
  if (schema.maximum !== undefined && Math.abs(schema.maximum) !== SAFE_INTEGER)
    notes.push(`up to ${schema.maximum}`);
  if (schema.minLength) notes.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  if (schema.maxItems !== undefined) notes.push(`at most ${schema.maxItems} items`);
  if (schema.format) notes.push(text(schema.format));
  if (schema.pattern) notes.push(`matching <code>${text(schema.pattern)}</code>`);
  if (schema.default !== undefined)
    notes.push(`default <code>${text(JSON.stringify(schema.default))}</code>`);
  if (schema.nullable) notes.push('may be null');
  return notes;
}

function typeOf(schema: JsonSchema): string {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return `<a href="#schema-${text(name)}">${text(name)}</a>`;
  }
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items) : 'values'}`;
  if (schema.anyOf || schema.oneOf) return 'one of';
  return text(schema.type ?? 'value');
}

/** A schema as nested lists: each field with its type, whether it is required, and its limits. */
export function renderSchema(schema: JsonSchema, levels = BODY_LEVELS): string {
  if (levels <= 0) return '';
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices) {
    const joiner = schema.allOf ? 'all of' : 'one of';
    return `<p>${joiner}:</p><ol>${choices.map((choice) => `<li>${typeOf(choice)}${renderSchema(choice, levels)}</li>`).join('')}</ol>`;
  }
  if (schema.type === 'array' && schema.items && !schema.items.$ref) {
    return renderSchema(schema.items, levels);
  }
  if (!schema.properties) return '';
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties).map(([name, field]) => {
    const notes = [required.has(name) ? 'required' : 'optional', ...constraintsOf(field)];
    const about = field.description ? ` ${text(field.description)}` : '';
    return `<li><code>${text(name)}</code>: ${typeOf(field)} <span class="notes">(${notes.join('; ')})</span>${about}${renderSchema(field, levels - 1)}</li>`;
  });
  return `<ul>${fields.join('')}</ul>`;
}

function jsonSchemaOf(content: Record<string, { schema?: JsonSchema }> | undefined) {
  return content?.['application/json']?.schema;
}

function parametersOf(operation: Operation, where: string): string {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === where);
  if (parameters.length === 0) return '';
  const items = parameters.map((p) => {
    const notes = [p.required ? 'required' : 'optional', ...constraintsOf(p.schema ?? {})];
    return `<li><code>${text(p.name)}</code>: ${typeOf(p.schema ?? {})} <span class="notes">(${notes.join('; ')})</span></li>`;
  });
  const title = where === 'path' ? 'Path' : 'Query';
  return `<h4>${title}</h4><ul>${items.join('')}</ul>`;
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const id = text(operation.operationId ?? `${method}${path}`);
  const body = jsonSchemaOf(operation.requestBody?.content);
  const responses = Object.entries(operation.responses ?? {}).map(([status, answer]) => {
    const schema = jsonSchemaOf(answer.content);
    const shape = schema?.$ref ? ` ${typeOf(schema)}` : '';
    return `<h4>Answer ${text(status)}${shape}</h4>${answer.description && answer.description !== 'Default Response' ? `<p>${text(answer.description)}</p>` : ''}${schema && !schema.$ref ? renderSchema(schema, ANSWER_LEVELS) : ''}`;
  });
  return `<section class="call" id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title"><span class="method ${text(method)}">${text(method.toUpperCase())}</span> <code>${text(path)}</code></h3>
<p>${text(operation.summary ?? '')}</p>
<p class="who">${text(operation.description ?? '')}</p>
${parametersOf(operation, 'path')}${parametersOf(operation, 'query')}${body ? `<h4>Body</h4>${body.$ref ? `<p>${typeOf(body)}</p>` : renderSchema(body)}` : ''}
${responses.join('\n')}
</section>`;
}

/** `/api/v2/accounts/users/{user_token}` belongs to the area "accounts". */
function areaOf(path: string): string {
  const [, , , area] = path.split('/');
  return area ?? 'other';
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1b1e;background:#fff}
header,main{max-width:60rem;margin:0 auto;padding:1rem}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
nav ul{columns:2 18rem;padding-left:1.2rem}
.call{border-top:1px solid #ced4da;padding:.5rem 0 1rem}
.method{display:inline-block;min-width:4.5rem;font-size:.85rem;padding:.1rem .4rem;border-radius:4px;background:#1c3f7a;color:#fff;text-align:center}
.method.get{background:#1f5f2c}.method.delete{background:#8a1c1c}.method.patch,.method.put{background:#6b4400}
code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}.notes{color:#495057}
a{color:#1c3f7a}h3{font-size:1.1rem}h4{margin:.75rem 0 .25rem;font-size:1rem}
`;

/** The whole docs page: a list of areas and calls, then each call's parts and answers. */
export function renderDocsPage(document: OpenApiDocument, openApiPath: string): string {
  const areas = new Map<string, string[]>();
  const contents = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const area = areaOf(path);
      const id = text(operation.operationId ?? `${method}${path}`);
      areas.set(area, [...(areas.get(area) ?? []), renderOperation(method, path, operation)]);
      contents.set(area, [
        ...(contents.get(area) ?? []),
        `<li><a href="#${id}">${text(method.toUpperCase())} <code>${text(path)}</code></a></li>`,
      ]);
    }
  }
  const names = [...areas.keys()].sort();
  const schemas = Object.entries(document.components?.schemas ?? {}).map(
    ([name, schema]) =>
      `<section id="schema-${text(name)}"><h3>${text(name)}</h3>${renderSchema(schema)}</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(document.info.title)} ${text(document.info.version)}</title><style>${STYLE}</style></head>
<body><a class="skip" href="#calls">Skip to the calls</a>
<header><h1>${text(document.info.title)} <small>${text(document.info.version)}</small></h1>
<p>${text(document.info.description ?? '')}</p>
<p>Send JSON; a signed-in call sends the header <code>Authorization: token &lt;token&gt;</code> with the token sign-in answered. Every refusal answers <code>{detail, code, errors}</code> (see <a href="#schema-Error">Error</a>). The machine-readable document is <a href="${text(openApiPath)}">OpenAPI 3 JSON</a>.</p>
<nav aria-label="Calls by area"><h2>Contents</h2>${names.map((name) => `<h3>${text(name)}</h3><ul>${(contents.get(name) ?? []).join('')}</ul>`).join('')}<h3>Shared shapes</h3><ul>${Object.keys(
    document.components?.schemas ?? {},
  )
    .map((name) => `<li><a href="#schema-${text(name)}">${text(name)}</a></li>`)
    .join('')}</ul></nav></header>
<main id="calls">${names.map((name) => `<section aria-labelledby="area-${text(name)}"><h2 id="area-${text(name)}">${text(name)}</h2>${(areas.get(name) ?? []).join('\n')}</section>`).join('\n')}
<section aria-labelledby="shapes"><h2 id="shapes">Shared shapes</h2>${schemas.join('\n')}</section></main>
</body></html>`;
}
