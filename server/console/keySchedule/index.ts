export { AdminCalls, type IssueAnswer } from './adminCalls.js';
export { handRevokes } from './handRevokes.js';
export { KeySchedule } from './keySchedule.js';
export { openKeySchedule } from './openKeySchedule.js';
export { cancelAnswer, type KeyScheduleServices, moveAnswer, revocationsAnswer, rollAnswer } from './routes.js';
export { KEY_SCHEDULE_TABLES } from './schema.js';
