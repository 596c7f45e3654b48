import type { Connection } from '../api/http';

/** Deletes a session's index (its code loaded for the purpose): the session ended and was not to be remembered. */
export const deleteIndexOf = (connection: Connection) =>
  import('./backgroundIndexing').then((index) => index.deleteIndex(connection));
