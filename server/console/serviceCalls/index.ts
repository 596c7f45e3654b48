// How the console's server calls the service, embedded or real alike: over HTTP, bounded in time, its own calls
// marked so that the audit log does not record them twice.

export { isOwnCall, ownCallHeaders } from './ownCalls.js';
export { callService, serviceBody } from './serviceCall.js';
