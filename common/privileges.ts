/**
 * The privilege flags of the spec with what a person needs to read them: a label, one line on what the flag
 * allows, and the group it belongs to. Dependency-free, so that the service's schemas (the OpenAPI
 * descriptions) and the console (the matrix, the overview, the API layer's flag list) use this one source.
 */

/** The flags in the spec's order; the service stores them as a bit mask in this order, so it never changes. */
export const PRIVILEGE_FLAGS = [
  'throwOut',
  'languageEdit',
  'editApproved',
  'lockPrefix',
  'exportData',
  'manageUsers',
  'manageLayers',
  'snapshotCreate',
  'publish',
  'manageWorkflow',
  'snapshotLock',
  'manageLists',
  'manageFields',
] as const;
export type PrivilegeFlag = (typeof PRIVILEGE_FLAGS)[number];

export const PRIVILEGE_GROUPS = {
  content: 'Content',
  structure: 'Structure',
  administration: 'Administration',
} as const;
export type PrivilegeGroup = keyof typeof PRIVILEGE_GROUPS;

export interface PrivilegeInfo {
  label: string;
  description: string;
  group: PrivilegeGroup;
}

/** Every flag's meaning, in the order the console shows them: grouped, content first. */
export const PRIVILEGES: Record<PrivilegeFlag, PrivilegeInfo> = {
  editApproved: {
    group: 'content',
    label: 'Edit approved',
    description: 'Change models that have already been approved.',
  },
  languageEdit: {
    group: 'content',
    label: 'Edit translations',
    description: 'Edit titles and descriptions in languages other than the default.',
  },
  throwOut: { group: 'content', label: 'Delete', description: 'Throw out models, symbols and documents for good.' },
  lockPrefix: {
    group: 'content',
    label: 'Lock names',
    description: 'Reserve a name prefix so that only its holders create content under it.',
  },
  exportData: { group: 'content', label: 'Export', description: 'Export models and their data out of the repository.' },
  manageLayers: {
    group: 'structure',
    label: 'Layers',
    description: 'Create, rename and remove the layers of the canvas.',
  },
  manageLists: { group: 'structure', label: 'Lists', description: 'Maintain the value lists that fields choose from.' },
  manageFields: {
    group: 'structure',
    label: 'Fields',
    description: 'Add and change the attribute fields of models and symbols.',
  },
  snapshotCreate: {
    group: 'structure',
    label: 'Take snapshots',
    description: 'Save a snapshot of the repository as it is now.',
  },
  snapshotLock: {
    group: 'structure',
    label: 'Lock snapshots',
    description: 'Protect snapshots from being changed or removed.',
  },
  manageUsers: {
    group: 'administration',
    label: 'Manage users',
    description: 'Add and remove accessors and change their privileges.',
  },
  manageWorkflow: {
    group: 'administration',
    label: 'Workflow',
    description: 'Configure the review and approval workflow.',
  },
  publish: {
    group: 'administration',
    label: 'Publish',
    description: 'Release approved models to readers outside the repository.',
  },
};

/** The flags as the console lists them. */
export const DISPLAYED_FLAGS = Object.keys(PRIVILEGES) as PrivilegeFlag[];
