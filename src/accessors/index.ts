// A repository's accessors: their privilege flags, edited in a matrix and saved after a review of the changes.

export { accessorRoutes } from './routes';
export { accessorLabel, DISPLAYED_FLAGS, flagLabel, privilegeChoices, type PrivilegeFlag } from './pendingChanges';
