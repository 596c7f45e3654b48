export { buildConsoleApiDocument } from './openapi.js';
export { CONSOLE_API_PREFIX, CONSOLE_ROUTES } from './operations.js';
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
