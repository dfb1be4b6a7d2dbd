/**
 * The last pass over the generated OpenAPI 3.0 document, for what the zod conversion leaves
 * that generated clients and linters (`redocly lint`, recommended rules) cannot read: a
 * `nullable` with no `type` beside it, an `allOf` of one schema, operations without an id
 * or any 4xx answer, and components no operation uses.
 */

type Json = Record<string, unknown>;
type Operations = Record<string, Json>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
const REF_PREFIX = '#/components/schemas/';

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typeOf(schema: Json, components: Record<string, Json>): string | undefined {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const target = components[ref.slice(REF_PREFIX.length)];
    return target ? typeOf(target, components) : undefined;
  }
  if (typeof schema.type === 'string') return schema.type;
  const [only, ...others] = (schema.allOf ?? []) as Json[];
  return only && others.length === 0 ? typeOf(only, components) : undefined;
}

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`: a nullable reference gets its target's
 * type; a nullable choice of several types has each of them nullable instead.
 */
function typedNullable(schema: Json, components: Record<string, Json>) {
  if (schema.nullable !== true || schema.type !== undefined) return;
  const members = (schema.allOf ?? schema.anyOf ?? schema.oneOf ?? []) as Json[];
  const types = new Set(members.map((m) => typeOf(m, components)));
  const [type] = types;
  if (types.size === 1 && type) {
    schema.type = type;
    return;
  }
  const key = schema.anyOf ? 'anyOf' : 'oneOf';
  schema[key] = members.map((m) =>
    typeof m.$ref === 'string'
      ? { type: typeOf(m, components), nullable: true, allOf: [m] }
      : { ...m, nullable: true },
  );
  delete schema.nullable;
}

/** Every schema in the document, depth first, each given to `visit` before its parts. */
function eachSchema(node: unknown, visit: (schema: Json) => void) {
  if (Array.isArray(node)) {
    for (const item of node) eachSchema(item, visit);
    return;
  }
  if (!isObject(node)) return;
  visit(node);
  for (const value of Object.values(node)) eachSchema(value, visit);
}

function unwrapSingleAllOf(schema: Json) {
  const keys = Object.keys(schema);
  const allOf = schema.allOf as Json[] | undefined;
  if (keys.length === 1 && allOf?.length === 1 && allOf[0]) {
    delete schema.allOf;
    Object.assign(schema, allOf[0]);
  }
}

/** 'GET /api/admin/orders/{orderId}' → 'getAdminOrdersByOrderId': stable as the path is. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param?.[1] ? ['by', param[1]] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method, ...words]
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/** Any route can be refused by the framework (bad URL, headers too large, rate limit). */
const anyRefusal = {
  description: 'Refused: `{ error, message, details? }` (`error` from the closed set of codes).',
  content: { 'application/json': { schema: { $ref: `${REF_PREFIX}Error` } } },
};

function tidyOperations(paths: Record<string, Operations>) {
  const ids = new Set<string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      operation.operationId ??= operationIdOf(method, path);
      const id = operation.operationId as string;
      if (ids.has(id)) throw new Error(`Two operations would be called ${id}`);
      ids.add(id);
      const responses = (operation.responses ?? {}) as Json;
      if (!Object.keys(responses).some((status) => status.startsWith('4'))) {
        responses['4XX'] = anyRefusal;
        operation.responses = responses;
      }
    }
  }
}

/** The components reached from the operations (and from each other). */
function usedComponents(document: Json, components: Record<string, Json>): Set<string> {
  const used = new Set<string>();
  const pending: unknown[] = [document.paths];
  while (pending.length > 0) {
    eachSchema(pending.pop(), (schema) => {
      const ref = schema.$ref;
      if (typeof ref !== 'string' || !ref.startsWith(REF_PREFIX)) return;
      const name = ref.slice(REF_PREFIX.length);
      if (used.has(name)) return;
      used.add(name);
      pending.push(components[name]);
    });
  }
  return used;
}

/** The document, tidied in place (see the top of this file). */
export function tidyOpenApiDocument<T extends object>(document: T): T {
  const doc = document as Json;
  const components = (doc.components ??= {}) as Json;
  const schemas = (components.schemas ?? {}) as Record<string, Json>;
  tidyOperations((doc.paths ?? {}) as Record<string, Operations>);
  eachSchema(doc, (schema) => {
    typedNullable(schema, schemas);
    unwrapSingleAllOf(schema);
  });
  const used = usedComponents(doc, schemas);
  components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => used.has(name)),
  );
  return document;
}
