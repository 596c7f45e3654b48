export { isOwnCall, ownCallHeaders } from './ownCalls.js';
export { callService } from './serviceCall.js';
