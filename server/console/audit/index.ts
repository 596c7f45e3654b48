// Who did what: every write that passes the server, in one hash-chained log on CONSOLE_DATABASE (see README.md).

export { openAudit } from './audit.js';
export { spoolFolderOf } from './auditSpool.js';
export { AuditStore } from './auditStore.js';
export { AuditWriter, type ServerPart } from './auditWriter.js';
export { AuditRecorder } from './recorder.js';
export { auditRoutes, type Download } from './routes.js';
export { recordedWriteOf } from './writes.js';
export { AUDIT_TABLES } from './schema.js';
