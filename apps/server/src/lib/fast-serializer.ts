import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's answer written by fast-json-stringify from its zod schema (as JSON Schema), for
 * the large answers where checking every field with zod costs more than reading them (an
 * account's whole history). Like zod's serializer it writes only the schema's properties, so
 * nothing extra leaks; unlike it, it does not refuse a wrong value: use it only where the
 * answer is built field by field by our own code and a test holds it to the schema.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  });
  return fastJson(open(json) as Parameters<typeof fastJson>[0]);
}

/**
 * Without `additionalProperties: false`: fast-json-stringify writes only the named
 * properties either way, but picks a nullable object's branch by validating it, and an extra
 * key would make it throw instead of being left out.
 */
function open(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(open);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, open(value)]),
  );
}
