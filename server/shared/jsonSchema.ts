import type { TSchema } from '@sinclair/typebox';

/**
 * How a document writes its schemas: each as plain JSON Schema, where the schemas it names in
 * components.schemas stand as a $ref wherever they appear inside another (or as a whole body).
 */
export function schemaWriter(named: Record<string, TSchema>) {
  const nameOf = new Map<unknown, string>(Object.entries(named).map(([name, schema]) => [schema, name]));
  /** A schema as plain data, each named schema (but the root one) replaced by a $ref. */
  const toJsonSchema = (schema: TSchema, root = true): unknown => {
    const name = nameOf.get(schema);
    if (name && !root) return { $ref: `#/components/schemas/${name}` };
    if (Array.isArray(schema)) return schema.map((item) => toJsonSchema(item, false));
    if (schema === null || typeof schema !== 'object') return schema;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(schema)) out[key] = toJsonSchema(value as TSchema, false);
    return out;
  };
  return {
    toJsonSchema,
    /** A body's schema: a $ref where it is named, else written out. */
    ref: (schema: TSchema) => toJsonSchema(schema, !nameOf.has(schema)),
  };
}
