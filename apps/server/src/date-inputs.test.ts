import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAdmin } from '#test/accounts';
import { walk } from '#test/events';
import { multipart } from '#test/multipart';
import { jpegOf } from '#test/photos';
import { setupTestApp } from '#test/test-app';

/**
 * Every date a request carries (docs/rules/quality.md#input-refusals), found in the OpenAPI
 * document, so a new route with a date is tried here without being listed: an impossible
 * date, an empty or garbled one and a range that ends before it starts are 400
 * `invalid_data` naming the field in Spanish, on PGlite and PostgreSQL alike, never a 500.
 */

type Schema = Record<string, unknown>;
type Kind = 'date' | 'date-time' | 'local-date-time';
interface DateField {
  /** Dotted path in the query or body; array items as `0`. */
  path: string[];
  kind: Kind;
  /** The field takes '' (as "no date"). */
  takesEmpty: boolean;
}
interface DateRoute {
  method: string;
  url: string;
  where: 'query' | 'json' | 'multipart';
  fields: DateField[];
  /** [from, to] pairs of one object. */
  ranges: [DateField, DateField][];
}

const kinds = new Set<string>(['date', 'date-time', 'local-date-time']);
/** Request fields whose names look like dates but are not. */
const notDates = new Set(['redirectTo']);
const looksLikeDate = (name: string) =>
  !notDates.has(name) && /^(from|to|date|day)$|(At|Date|Day|From|To)$/.test(name);

const impossible: Record<Kind, string[]> = {
  date: ['2026-02-30', '2026-13-01', '2026-01-01T99:00', '9999-99-99', '0000-01-01', 'ayer'],
  'local-date-time': [
    '2027-13-45T99:99',
    '2026-02-30T10:00',
    '2026-03-01T99:00',
    '2026-03-01T10:99',
    '9999-99-99T00:00',
    '2026-03-01',
    'pasado mañana',
  ],
  'date-time': [
    '2026-02-30T10:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-03-01T99:00:00Z',
    '9999-99-99T00:00:00Z',
    '2026-03-01T10:00:00',
    'garbage',
  ],
};
/** A later and an earlier value of each kind, for a range sent backwards. */
const backwards: Record<Kind, [string, string]> = {
  date: ['2030-03-10', '2030-03-01'],
  'local-date-time': ['2030-03-10T10:00', '2030-03-01T10:00'],
  'date-time': ['2030-03-10T10:00:00Z', '2030-03-01T10:00:00Z'],
};

const ctx = setupTestApp();
let adminToken = '';
beforeAll(async () => {
  adminToken = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

/** A valid request of each route with a date in its body; the test changes one date. */
async function validBody(route: DateRoute): Promise<Record<string, unknown> | null> {
  switch (`${route.method} ${route.url}`) {
    case 'POST /api/events/admin':
    case 'PUT /api/events/admin/{id}':
      return walk({ startsAt: '2030-03-05T10:00', endsAt: '2030-03-20T10:00' });
    case 'PUT /api/photos/{id}':
      return {
        title: 'Alhambra',
        description: '',
        price: null,
        tags: [],
        camera: '',
        lens: '',
        location: '',
        shotAt: '2026-01-10',
      };
    case 'POST /api/photos':
      return { title: 'Alhambra', shotAt: '2026-01-10' };
    default:
      return null;
  }
}

function resolve(document: Schema, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  return (document.components as { schemas: Record<string, Schema> }).schemas[name] ?? {};
}

/** Every date field under `schema`, and the names that look like dates but are not. */
function dateFieldsOf(document: Schema, schema: Schema, path: string[], found: DateField[]) {
  const s = resolve(document, schema);
  const alternatives = [
    s,
    ...((s.anyOf ?? s.oneOf ?? s.allOf ?? []) as Schema[]).map((a) => resolve(document, a)),
  ];
  const dated = alternatives.find((a) => typeof a.format === 'string' && kinds.has(a.format));
  const name = path.at(-1) ?? '';
  if (dated) {
    const takesEmpty = alternatives.some((a) => Array.isArray(a.enum) && a.enum.includes(''));
    found.push({ path, kind: dated.format as Kind, takesEmpty });
    return;
  }
  if (name && looksLikeDate(name) && alternatives.some((a) => a.type === 'string')) {
    throw new Error(`${path.join('.')} looks like a date but its schema is not a checked date`);
  }
  for (const a of alternatives) {
    for (const [key, child] of Object.entries((a.properties ?? {}) as Record<string, Schema>)) {
      dateFieldsOf(document, child, [...path, key], found);
    }
    if (a.items) dateFieldsOf(document, a.items as Schema, [...path, '0'], found);
  }
}

function rangesOf(fields: DateField[]): [DateField, DateField][] {
  const partner = (name: string) =>
    name
      .replace(/^from$/, 'to')
      .replace(/From$/, 'To')
      .replace(/^starts/, 'ends')
      .replace(/Start/, 'End');
  return fields.flatMap((from) => {
    const name = from.path.at(-1) ?? '';
    const toName = partner(name);
    if (toName === name) return [];
    const to = fields.find(
      (f) =>
        f.path.at(-1) === toName &&
        f.path.slice(0, -1).join('.') === from.path.slice(0, -1).join('.'),
    );
    return to ? [[from, to] as [DateField, DateField]] : [];
  });
}

function dateRoutes(document: Schema): DateRoute[] {
  const routes: DateRoute[] = [];
  const paths = document.paths as Record<string, Record<string, Schema>>;
  for (const [url, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const query: DateField[] = [];
      for (const p of (operation.parameters ?? []) as Schema[]) {
        if (p.in === 'query') dateFieldsOf(document, p.schema as Schema, [p.name as string], query);
      }
      if (query.length > 0) {
        routes.push({
          method: method.toUpperCase(),
          url,
          where: 'query',
          fields: query,
          ranges: rangesOf(query),
        });
      }
      const content = ((operation.requestBody as Schema | undefined)?.content ?? {}) as Record<
        string,
        { schema: Schema }
      >;
      for (const [type, where] of [
        ['application/json', 'json'],
        ['multipart/form-data', 'multipart'],
      ] as const) {
        const body: DateField[] = [];
        if (content[type]) dateFieldsOf(document, content[type].schema, [], body);
        if (body.length > 0) {
          routes.push({
            method: method.toUpperCase(),
            url,
            where,
            fields: body,
            ranges: rangesOf(body),
          });
        }
      }
    }
  }
  return routes;
}

function withValue(body: Record<string, unknown>, path: string[], value: string) {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) ?? ''] = value;
  return copy;
}

async function send(route: DateRoute, values: Map<DateField, string>) {
  const url = route.url.replace(/\{[^}]+\}/g, () => randomUUID());
  const declared = route.url.replace(/\{([^}]+)\}/g, ':$1');
  const access = ctx.app.accessControl
    .routes()
    .find((r) => r.method === route.method && r.url === declared)?.access;
  if (!access) throw new Error(`${route.method} ${route.url} is not among the declared routes`);
  const headers = access === 'public' ? {} : bearer(adminToken);
  if (route.where === 'query') {
    const query = new URLSearchParams();
    for (const [field, value] of values) query.set(field.path.join('.'), value);
    return ctx.app.inject({
      method: route.method as 'GET',
      url: `${url}?${query.toString()}`,
      headers,
    });
  }
  let body = await validBody(route);
  if (!body) throw new Error(`${route.method} ${route.url}: give the test a valid body`);
  for (const [field, value] of values) body = withValue(body, field.path, value);
  if (route.where === 'json') {
    return ctx.app.inject({ method: route.method as 'POST', url, headers, payload: body });
  }
  const form = multipart([
    ...Object.entries(body).map(([name, value]) => ({ name, value: String(value) })),
    { name: 'image', filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpegOf(64, 48) },
  ]);
  return ctx.app.inject({
    method: route.method as 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

function expectRefusalOf(res: LightMyRequestResponse, field: DateField, what: string) {
  const name = field.path.join('.');
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  const body = res.json<{ error: string; details?: { path: string; message: string }[] }>();
  expect(body.error).toBe('invalid_data');
  const messages = (body.details ?? []).filter((d) => d.path === name).map((d) => d.message);
  // Named in Spanish: each date's message quotes the field's label («Desde», «Empieza»).
  expect(
    messages.some((m) => /«[^»]+»/.test(m)),
    `${what}: ${res.body}`,
  ).toBe(true);
}

describe('dates in requests', () => {
  it('finds the routes that take dates in the OpenAPI document', () => {
    const found = dateRoutes(ctx.app.swagger() as unknown as Schema).map(
      (r) => `${r.method} ${r.url} ${r.fields.map((f) => f.path.join('.')).join(',')}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/admin/orders from,to',
        'GET /api/admin/orders/export.csv from,to',
        'GET /api/admin/invoices from,to',
        'GET /api/prodigi/admin/orders createdFrom,createdTo',
        'POST /api/events/admin startsAt,endsAt,ticketTypes.0.salesStartAt,ticketTypes.0.salesEndAt',
        'PUT /api/photos/{id} shotAt',
        'POST /api/photos shotAt',
      ]),
    );
  });

  it('refuses impossible, empty and garbled dates, and ranges sent backwards, with 400', async () => {
    const routes = dateRoutes(ctx.app.swagger() as unknown as Schema);
    for (const route of routes) {
      for (const field of route.fields) {
        const bad = [...impossible[field.kind], ...(field.takesEmpty ? [] : [''])];
        for (const value of bad) {
          const res = await send(route, new Map([[field, value]]));
          expectRefusalOf(
            res,
            field,
            `${route.method} ${route.url} ${field.path.join('.')}=${value}`,
          );
        }
      }
      for (const [from, to] of route.ranges) {
        const [later, earlier] = backwards[from.kind];
        const res = await send(
          route,
          new Map([
            [from, later],
            [to, earlier],
          ]),
        );
        expectRefusalOf(
          res,
          to,
          `${route.method} ${route.url} ${from.path.join('.')} after ${to.path.join('.')}`,
        );
      }
    }
  });
});
