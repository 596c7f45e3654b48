import { DESCRIPTION_TYPES } from '../../common/descriptionTypes';
import { PRIVILEGE_FLAGS } from '../../common/privileges';
import { t, type MessageKey } from '../i18n/translate';

/** The kinds of code the service returns, each with its own words. */
export type CodeDomain =
  | 'modelType'
  | 'modelStatus'
  | 'objectType'
  | 'edgeType'
  | 'privilege'
  | 'keyStatus'
  | 'descriptionType'
  | 'accessorType'
  | 'titleState';

export interface Word {
  label: string;
  /** One sentence: what it means for the person reading it. */
  explanation: string;
  /** False for a code this console has no words for: the label is then the code itself. */
  known: boolean;
}

/**
 * The codes this console has words for, by domain, each with the name its words go by in the catalogues
 * (`code.<domain>.<name>.label` and `.explanation`): the code itself, but for description types, which are uuids.
 */
const same = (...codes: string[]) => Object.fromEntries(codes.map((code) => [code, code]));
export const KNOWN_CODES: Record<CodeDomain, Record<string, string>> = {
  modelType: same('GENERAL_MODEL', 'BPMN_PROCESS', 'VALUE_CHAIN'),
  modelStatus: same('ACTIVE', 'NEW', 'ARCHIVED'),
  objectType: same('ACTIVITY', 'EVENT', 'INTERESTED_PARTY', 'DATA_OBJECT', 'IT_SYSTEM'),
  edgeType: same('FLOW', 'ASSOCIATION', 'INFORMATION_FLOW'),
  privilege: same(...PRIVILEGE_FLAGS),
  keyStatus: same('ACTIVE', 'EXPIRING', 'EXPIRED', 'REVOKED', 'UNKNOWN'),
  descriptionType: { [DESCRIPTION_TYPES.purpose]: 'purpose', [DESCRIPTION_TYPES.procedure]: 'procedure' },
  accessorType: same('user', 'group'),
  titleState: same('untranslated', 'fallback'),
};

/** A code in words; an unknown one shows as itself, said to be unknown. Own keys only, whatever the service sends. */
export function wordFor(domain: CodeDomain, code: string | undefined | null): Word {
  const text = code ?? '';
  if (!Object.hasOwn(KNOWN_CODES[domain], text))
    return { label: text || t('code.none'), explanation: t('code.unknown'), known: false };
  const key = `code.${domain}.${KNOWN_CODES[domain][text]}`;
  return { label: t(`${key}.label` as MessageKey), explanation: t(`${key}.explanation` as MessageKey), known: true };
}

/** The label alone, for lists, sorting and CSV. */
export const labelFor = (domain: CodeDomain, code: string | undefined | null) => wordFor(domain, code).label;
