import type { ConsoleOperationId } from './consoleServer/types';
import type { OperationId } from './types';
import { t } from '../i18n/translate';
import type { ResponseValidator, SchemaError } from './responseValidator';

/** Where an answer departs from the interface, and how. */
export interface Violation {
  /** A JSON Pointer into the body; '' is the body itself. */
  at: string;
  problem: string;
}

type Validators = Partial<Record<OperationId | ConsoleOperationId, ResponseValidator>>;

// The validators (ajv's standalone code for both documents) come with the first answer, not the first page.
let validators: Promise<Validators> | undefined;
const loadValidators = () =>
  (validators ??= Promise.all([
    import('./responseValidators.js'),
    import('./consoleServer/responseValidators.js'),
  ]).then(([service, consoleServer]) => ({ ...service, ...consoleServer }) as Validators));

const quoted = (value: unknown) => JSON.stringify(value);

/** A few words for a person, from what ajv reports. */
function explain({ keyword, params }: SchemaError): string {
  switch (keyword) {
    case 'required':
      return t('violation.required', { name: quoted(params.missingProperty) });
    case 'type':
      return t('violation.type', { type: String(params.type) });
    case 'format':
      return t('violation.format', { format: String(params.format) });
    case 'minimum':
    case 'maximum':
      return t('violation.compare', { comparison: String(params.comparison), limit: String(params.limit) });
    case 'additionalProperties':
      return t('violation.additional', { name: quoted(params.additionalProperty) });
    case 'anyOf':
      return t('violation.anyOf');
    case 'enum':
      return t('violation.enum', { values: (params.allowedValues as unknown[]).map(quoted).join(', ') });
    default:
      return t('violation.rule', { keyword });
  }
}

/** Checks a success answer's body against the operation's response schema in the OpenAPI document. */
export async function checkResponse(
  operation: OperationId | ConsoleOperationId,
  body: unknown,
): Promise<Violation | undefined> {
  const validate = (await loadValidators())[operation];
  if (!validate || validate(body)) return undefined;
  // After the first failure ajv stops; an anyOf reports each branch's failure and then its own, the one that says it all.
  const last = validate.errors?.at(-1);
  return last ? { at: last.instancePath, problem: explain(last) } : { at: '', problem: t('violation.mismatch') };
}
