import { randomUUID } from 'node:crypto';

/** A schema as an OpenAPI document holds it, where limits are read. */
type Schema = Record<string, any>;

/** One request that breaks one limit the document states, and which limit. */
export interface LimitBreach {
  operation: string;
  limit: string;
  method: string;
  path: string;
  body?: unknown;
}

const LIMITS = ['maxLength', 'minLength', 'maximum', 'minimum', 'maxItems', 'minItems'] as const;

/** A value of a query parameter just past one limit; undefined where the limit cannot be passed (a minimum of 0 items). */
function queryValuePast(schema: Schema, limit: (typeof LIMITS)[number]): string | undefined {
  const bound = schema[limit] as number;
  switch (limit) {
    case 'maxLength':
      return 'x'.repeat(bound + 1);
    case 'minLength':
      return bound > 0 ? 'x'.repeat(bound - 1) : undefined;
    case 'maximum':
      return String(bound + 1);
    case 'minimum':
      return String(bound - 1);
    case 'maxItems':
      return Array.from({ length: bound + 1 }, () => randomUUID()).join(',');
    case 'minItems':
      return bound > 1 ? Array.from({ length: bound - 1 }, () => randomUUID()).join(',') : undefined;
  }
}

/** A value that keeps to a parameter's schema, for the parameters a request needs beside the one it breaks. */
function validQueryValue(schema: Schema): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer') return String(schema.minimum ?? 1);
  if (schema.format === 'uuid' || schema.items?.format === 'uuid') return randomUUID();
  return 'a';
}

/** Every limit in a body schema, at any depth: where it is (property names, `0` for an array's first item). */
function bodyLimits(schema: Schema, resolve: (schema: Schema) => Schema, at: (string | number)[] = []) {
  const found: { at: (string | number)[]; limit: (typeof LIMITS)[number]; bound: number }[] = [];
  const resolved = resolve(schema);
  for (const limit of LIMITS)
    if (typeof resolved[limit] === 'number') found.push({ at, limit, bound: resolved[limit] });
  for (const [name, property] of Object.entries((resolved.properties ?? {}) as Record<string, Schema>))
    found.push(...bodyLimits(property, resolve, [...at, name]));
  if (resolved.items) found.push(...bodyLimits(resolved.items as Schema, resolve, [...at, 0]));
  return found;
}

/** `body` with the value at `at` past `limit`. */
function bodyPast(body: unknown, at: (string | number)[], limit: string, bound: number): unknown {
  const copy = structuredClone(body) as any;
  if (at.length === 0) return copy;
  const parent = at.slice(0, -1).reduce((value, step) => value[step], copy);
  const last = at[at.length - 1]!;
  const value = parent[last];
  if (limit === 'maxLength') parent[last] = 'x'.repeat(bound + 1);
  else if (limit === 'minLength') parent[last] = 'x'.repeat(Math.max(0, bound - 1));
  else if (limit === 'maximum') parent[last] = bound + 1;
  else if (limit === 'minimum') parent[last] = bound - 1;
  else if (limit === 'maxItems') parent[last] = Array.from({ length: bound + 1 }, () => value[0]);
  else if (limit === 'minItems') parent[last] = value.slice(0, bound - 1);
  return copy;
}

/**
 * Reads every limit the document states of a query parameter or a request body, and makes for each a request just
 * past it; `bodies` holds a valid body for each operation that takes one (the breach is made from it).
 */
export function limitBreaches(document: Schema, bodies: Record<string, unknown>): LimitBreach[] {
  const resolve = (schema: Schema): Schema =>
    typeof schema.$ref === 'string'
      ? resolve(
          schema.$ref
            .split('/')
            .slice(1)
            .reduce((value: Schema, step: string) => value[step], document),
        )
      : schema;
  const breaches: LimitBreach[] = [];
  for (const [template, methods] of Object.entries(document.paths as Record<string, Record<string, Schema>>))
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as Schema[];
      const path = template.replace(/\{\w+\}/g, () => randomUUID());
      const query = parameters.filter((parameter) => parameter.in === 'query');
      const required = query.filter((parameter) => parameter.required);
      for (const parameter of query)
        for (const limit of LIMITS) {
          if (typeof parameter.schema[limit] !== 'number') continue;
          const value = queryValuePast(parameter.schema, limit);
          if (value === undefined) continue;
          const search = new URLSearchParams(
            required.filter((other) => other !== parameter).map((other) => [other.name, validQueryValue(other.schema)]),
          );
          search.set(parameter.name, value);
          breaches.push({
            operation: operation.operationId,
            limit: `${parameter.name} ${limit} ${parameter.schema[limit]}`,
            method: method.toUpperCase(),
            path: `${path}?${search}`,
          });
        }
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      if (!bodySchema) continue;
      const valid = bodies[operation.operationId];
      if (valid === undefined) throw new Error(`no valid body to break for ${operation.operationId}`);
      for (const { at, limit, bound } of bodyLimits(bodySchema, resolve)) {
        if ((limit === 'minLength' || limit === 'minItems') && bound === 0) continue;
        breaches.push({
          operation: operation.operationId,
          limit: `${at.join('/') || 'the body'} ${limit} ${bound}`,
          method: method.toUpperCase(),
          path,
          body: bodyPast(valid, at, limit, bound),
        });
      }
    }
  return breaches;
}
