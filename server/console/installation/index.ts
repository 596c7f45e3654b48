// What the server keeps once for the installation: the index the walker fills from the service, the directory of
// people and groups, and who asks (callers checked against the service); see README.md.

export { DirectoryStore } from './directoryStore.js';
export { freshAfterWrites, IndexFreshness } from './freshness.js';
export { type RepositoryCoverage } from './indexStore.js';
export { type Installation, type InstallationServices, openInstallation, publishedEntries } from './installation.js';
export { type WalkPhase, type WalkStatus } from './walker.js';
export {
  INSTALLATION_POSTGRES,
  INSTALLATION_POSTGRES_EXTENSION,
  INSTALLATION_SQLITE,
  INSTALLATION_TABLES,
} from './schema.js';
export { installationRoutes } from './routes.js';
