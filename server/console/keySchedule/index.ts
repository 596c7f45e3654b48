// Keys that roll: a new key beside the old one, and the old one revoked on time by whichever instance holds the
// claim (see README.md).

export { AdminCalls, type IssueAnswer } from './adminCalls.js';
export { handRevokes } from './handRevokes.js';
export { KeySchedule } from './keySchedule.js';
export { openKeySchedule } from './openKeySchedule.js';
export { keyScheduleRoutes, type KeyScheduleServices } from './routes.js';
export { KEY_SCHEDULE_TABLES } from './schema.js';
