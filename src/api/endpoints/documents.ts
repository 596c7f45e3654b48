import type { ApiClient } from '../client';
import { segment } from '../http';
import type { ResolveRequest } from '../types';

export const listDocumentSources = (client: ApiClient, repositoryId: string, signal?: AbortSignal) =>
  client.request({
    operation: 'listDocumentSources',
    method: 'GET',
    path: `/repositories/${segment(repositoryId)}/documents/sources`,
    signal,
  });

/** Resolves keys of one provider; the answer may come in any order, so callers match by documentId. */
export const resolveDocuments = (
  client: ApiClient,
  repositoryId: string,
  sourceId: string,
  request: ResolveRequest,
  signal?: AbortSignal,
) =>
  client.request({
    operation: 'resolveDocuments',
    method: 'POST',
    path: `/repositories/${segment(repositoryId)}/documents/sources/${segment(sourceId)}/documents/resolve`,
    body: request,
    signal,
  });
