import { badRequest } from '../../shared/http/errors.js';
import type { ConsoleRoute, QueryParameter } from './consoleRoute.js';
import { isUuid } from './schemas.js';

/** What the document may state of a parameter's value; each is enforced here, so that none is a promise alone. */
interface ParameterSchema {
  type?: 'string' | 'integer' | 'array';
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: readonly string[];
  format?: string;
  items?: ParameterSchema;
}

/** Text neither database keeps: PostgreSQL refuses a NUL byte, and a search for it is a mistake, not an outage. */
const hasRefusedText = (text: string) => text.includes('\u0000');

/** Why one value breaks its schema, in words that name the parameter; undefined where it keeps to it. */
function breach(name: string, value: string, schema: ParameterSchema): string | undefined {
  if (hasRefusedText(value)) return `${name} must not contain a NUL character`;
  switch (schema.type) {
    case 'array': {
      const items = value.split(',');
      const { minItems = 1, maxItems } = schema;
      if (items.length < minItems || (maxItems !== undefined && items.length > maxItems))
        return `${name} must be ${maxItems === undefined ? `at least ${minItems}` : `${minItems} to ${maxItems}`} values separated by commas`;
      for (const item of items) {
        const wrong = breach(name, item.trim(), { type: 'string', minLength: 1, ...schema.items });
        if (wrong) return wrong;
      }
      return undefined;
    }
    case 'integer': {
      const { minimum = 0, maximum = Number.MAX_SAFE_INTEGER } = schema;
      const number = /^-?\d{1,16}$/.test(value) ? Number(value) : NaN;
      return Number.isSafeInteger(number) && number >= minimum && number <= maximum
        ? undefined
        : `${name} must be a whole number from ${minimum} to ${maximum}`;
    }
    default: {
      const length = [...value].length;
      if (schema.minLength !== undefined && length < schema.minLength)
        return `${name} must be at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`;
      if (schema.maxLength !== undefined && length > schema.maxLength)
        return `${name} must be at most ${schema.maxLength} characters`;
      if (schema.enum && !schema.enum.includes(value)) return `${name} must be one of ${schema.enum.join(', ')}`;
      if (schema.format === 'uuid' && !isUuid(value)) return `${name} must be a uuid`;
      return undefined;
    }
  }
}

/**
 * Holds a request's query to what the server's OpenAPI document states of each parameter (given once, its
 * length, range, count, choices and format) before the route reads it; an unknown parameter is refused too, as
 * the service does: a mistake worth saying, not ignoring.
 */
export function checkQuery(route: ConsoleRoute, query: Record<string, unknown>): void {
  const documented = new Map<string, QueryParameter>(
    (route.query ?? []).map((parameter) => [parameter.name, parameter]),
  );
  for (const [name, value] of Object.entries(query)) {
    const parameter = documented.get(name);
    if (!parameter)
      throw badRequest(
        `unknown query parameter "${name.slice(0, 50)}"; this operation takes ${[...documented.keys()].join(', ') || 'none'}`,
      );
    if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
    const wrong = breach(name, value, parameter.schema as ParameterSchema);
    if (wrong) throw badRequest(wrong);
  }
  const missing = [...documented.values()].find(
    (parameter) => parameter.required && query[parameter.name] === undefined,
  );
  if (missing) throw badRequest(`${missing.name} is required`);
}

/** A request body's text, at any depth, held to what both databases keep (no NUL): a 400 naming where it is. */
export function checkBodyText(value: unknown, path = 'the body'): void {
  if (typeof value === 'string') {
    if (hasRefusedText(value)) throw badRequest(`${path} must not contain a NUL character`);
  } else if (Array.isArray(value)) value.forEach((item, n) => checkBodyText(item, `${path}/${n}`));
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value))
      checkBodyText(item, path === 'the body' ? name : `${path}/${name}`);
}
