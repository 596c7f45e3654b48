import { DESCRIPTION_TYPES } from '../../common/descriptionTypes';
import { PRIVILEGES } from '../../common/privileges';

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

type Entries = Record<string, { label: string; explanation: string }>;

/**
 * Every code the service returns, in words, by domain and code. The one place a code becomes a label: the
 * languages issue turns this table into catalogues (one per language, same keys) without touching a call site.
 */
export const DICTIONARY: Record<CodeDomain, Entries> = {
  modelType: {
    GENERAL_MODEL: {
      label: 'Process model',
      explanation: 'A general process model: activities, events, parties and the data they use.',
    },
    BPMN_PROCESS: { label: 'BPMN process', explanation: 'A process drawn in BPMN 2.0 notation.' },
    VALUE_CHAIN: { label: 'Value chain', explanation: 'The top-level value-adding chain that process models refine.' },
  },
  modelStatus: {
    ACTIVE: {
      label: 'Published',
      explanation: 'A model in its repository, visible to every accessor who may read it.',
    },
    NEW: { label: 'Awaiting review', explanation: 'A draft that has not been accepted into a repository yet.' },
    ARCHIVED: {
      label: 'Accepted',
      explanation: 'A draft already accepted into a repository; the draft itself is kept as a record.',
    },
  },
  objectType: {
    ACTIVITY: { label: 'Activity', explanation: 'A step of work that someone or something performs.' },
    EVENT: {
      label: 'Event',
      explanation: 'Something that happens: it starts, ends or changes the course of a process.',
    },
    INTERESTED_PARTY: {
      label: 'Interested party',
      explanation: 'A role, unit or outside party that takes part in or cares about the process.',
    },
    DATA_OBJECT: {
      label: 'Data object',
      explanation: 'Information that a step reads or produces: a document, a record, a message.',
    },
    IT_SYSTEM: { label: 'IT system', explanation: 'An application or system that supports a step.' },
  },
  edgeType: {
    FLOW: { label: 'Sequence flow', explanation: 'The order of steps: the work goes on from here to there.' },
    ASSOCIATION: {
      label: 'Association',
      explanation: 'A party or system takes part in a step, without passing on the work.',
    },
    INFORMATION_FLOW: {
      label: 'Information flow',
      explanation: 'Data passes between the two: a step reads or writes a data object.',
    },
  },
  privilege: Object.fromEntries(
    Object.entries(PRIVILEGES).map(([flag, info]) => [flag, { label: info.label, explanation: info.description }]),
  ),
  keyStatus: {
    ACTIVE: { label: 'Active', explanation: 'The key is accepted.' },
    EXPIRING: { label: 'Expiring', explanation: 'The key is accepted, but expires within 30 days.' },
    EXPIRED: { label: 'Expired', explanation: 'The key has passed its expiry and is refused.' },
    REVOKED: { label: 'Revoked', explanation: 'The key was revoked and is refused.' },
    UNKNOWN: { label: 'Unknown', explanation: 'The service gave neither a status nor a readable expiry.' },
  },
  descriptionType: {
    [DESCRIPTION_TYPES.purpose]: { label: 'Purpose', explanation: 'Why the process exists and what it achieves.' },
    [DESCRIPTION_TYPES.procedure]: { label: 'Procedure', explanation: 'How the process is carried out, step by step.' },
  },
  accessorType: {
    user: { label: 'User', explanation: 'One person, known to the service by a user uuid.' },
    group: { label: 'Group', explanation: 'A permission group: every member holds these privileges.' },
  },
  titleState: {
    untranslated: {
      label: 'Not yet translated',
      explanation: 'The text in this language is a copy of the default language, marked to be translated.',
    },
    fallback: {
      label: 'Shown in the default language',
      explanation: 'This language has no text here, so the default language’s is shown.',
    },
  },
};

/** A code in words; an unknown one shows as itself, said to be unknown. Own keys only, whatever the service sends. */
export function wordFor(domain: CodeDomain, code: string | undefined | null): Word {
  const text = code ?? '';
  const entry = Object.hasOwn(DICTIONARY[domain], text) ? DICTIONARY[domain][text] : undefined;
  return entry ? { ...entry, known: true } : { label: text || 'none', explanation: 'unknown type', known: false };
}

/** The label alone, for lists, sorting and CSV. */
export const labelFor = (domain: CodeDomain, code: string | undefined | null) => wordFor(domain, code).label;
