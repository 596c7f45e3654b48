/**
 * The privilege flags of the spec, in the order the console shows them. Dependency-free, so that the
 * service's schemas and the console both import this one list.
 */
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
