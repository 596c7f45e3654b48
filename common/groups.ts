/** The service's All Users group: every person belongs to it, and a draft accepted without a group goes to it. */
export const ALL_USERS_GROUP = '8ea77d81-d79c-40f8-8cfc-279fe9e7b2eb';

/**
 * The customer groups of the demo data (SEED=demo): the embedded service seeds them, and the demo identity
 * provider of the console's server puts its people in them by name.
 */
export const DEMO_GROUPS = {
  allUsers: { uuid: ALL_USERS_GROUP, name: 'All Users' },
  processOwners: { uuid: '6c1e9a3b-5d7f-4b2a-8e0c-3f5a7b9d1e21', name: 'Process Owners' },
  qualityAuditors: { uuid: '6c1e9a3b-5d7f-4b2a-8e0c-3f5a7b9d1e22', name: 'Quality Auditors' },
  itOperations: { uuid: '6c1e9a3b-5d7f-4b2a-8e0c-3f5a7b9d1e23', name: 'IT Operations' },
} as const;
