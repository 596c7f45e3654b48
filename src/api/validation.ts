import * as validators from './responseValidators.js';
import type { OperationId } from './types';

/** What an ajv validator reports about the first thing that failed (see scripts/api-types.mjs). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface ResponseValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** Where an answer departs from the interface, and how. */
export interface Violation {
  /** A JSON Pointer into the body; '' is the body itself. */
  at: string;
  problem: string;
}

const byOperation: Partial<Record<OperationId, ResponseValidator>> = validators;

const quoted = (value: unknown) => JSON.stringify(value);

/** A few words for a person, from what ajv reports. */
function explain({ keyword, params }: SchemaError): string {
  switch (keyword) {
    case 'required':
      return `${quoted(params.missingProperty)} is missing`;
    case 'type':
      return `should be of type ${params.type}`;
    case 'format':
      return `should be a ${params.format}`;
    case 'minimum':
    case 'maximum':
      return `should be ${params.comparison} ${params.limit}`;
    case 'additionalProperties':
      return `has ${quoted(params.additionalProperty)}, which the interface does not define`;
    case 'anyOf':
      return 'matches none of the shapes the interface allows';
    case 'enum':
      return `should be one of ${(params.allowedValues as unknown[]).map(quoted).join(', ')}`;
    default:
      return `fails the interface's "${keyword}" rule`;
  }
}

/** Checks a success answer's body against the operation's response schema in the OpenAPI document. */
export function checkResponse(operation: OperationId, body: unknown): Violation | undefined {
  const validate = byOperation[operation];
  if (!validate || validate(body)) return undefined;
  // After the first failure ajv stops; an anyOf reports each branch's failure and then its own, the one that says it all.
  const last = validate.errors?.at(-1);
  return last ? { at: last.instancePath, problem: explain(last) } : { at: '', problem: 'does not match the interface' };
}
