// The embedded service: the service's interface (../shared/spec) on an embedded SQLite database, with the demo
// data. What the server composes of it; main.ts loads it only where no UPSTREAM_URL names a real service.

export { embeddedService, type EmbeddedService, type EmbeddedServiceOptions } from './embeddedService.js';
export { startEmbeddedService, type StartedService } from './start.js';
export { DatabaseError } from './store/errors.js';
