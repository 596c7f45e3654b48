// Edits in progress: a caller's working copies of models, kept step by step in CONSOLE_DATABASE so that any window
// or instance resumes them, and submitted as drafts through the service (see README.md).

export { EditStore } from './editStore.js';
export { editRoutes, openEdits, type EditServices } from './routes.js';
export { EDITS_COLUMNS, EDITS_TABLES } from './schema.js';
