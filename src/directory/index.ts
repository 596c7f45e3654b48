// The directory of people and groups: names for the uuids the service knows, kept by the console's server or
// by this browser, and the views that show and pick them.

export { directoryRoutes } from './routes';
export { DirectoryProvider, useDirectory } from './DirectoryContext';
export { PersonName } from './PersonName';
export { PersonPicker } from './PersonPicker';
export { ALL_USERS_GROUP, resolvePicked, serviceFilterFor, type DirectoryEntry } from './directory';
