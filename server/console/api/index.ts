// The console server's API at /console-api/v1 as a contract: its operations, their shapes (typebox) and its OpenAPI
// document; the parts answer them, consoleApi.ts routes them.

export {
  fromStore,
  iso,
  isTagged,
  type Acting,
  type Answer,
  type Caller,
  type Handle,
  type Tagged,
} from './handlers.js';
export { buildConsoleApiDocument } from './openapi.js';
export { CONSOLE_API_PREFIX, CONSOLE_ROUTES } from './operations.js';
export { type EditBegin, type EditHold, type EditSteps, type EditSubmit } from './editSchemas.js';
export {
  type ChangesRequest,
  type CommentChange,
  type CommentWrite,
  type ReviewSettings,
  type ReviseRequest,
  type Withdrawal,
} from './proposalSchemas.js';
export { checkBodyText, checkQuery } from './parameters.js';
export {
  type CoverageShape,
  DirectoryEntry,
  type DirectoryEntryShape,
  DirectoryEntryWrite,
  DirectoryImport,
  isUuid,
  KeyRevocation,
  KeyRevocationMove,
  KeyRollRequest,
} from './schemas.js';
