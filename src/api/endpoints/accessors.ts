import type { ApiClient } from '../client';
import { segment } from '../http';
import type { AccessorCreate, ListAccessorsQuery, Privileges, QueryOf } from '../types';

const accessorsPath = (repositoryId: string) => `/repositories/${segment(repositoryId)}/accessors`;

export const listAccessors = (
  client: ApiClient,
  repositoryId: string,
  query: ListAccessorsQuery = {},
  signal?: AbortSignal,
) => client.request({ operation: 'listAccessors', method: 'GET', path: accessorsPath(repositoryId), query, signal });

export const getAccessor = (
  client: ApiClient,
  repositoryId: string,
  accessorId: string,
  query: QueryOf<'getAccessor'> = {},
  signal?: AbortSignal,
) =>
  client.request({
    operation: 'getAccessor',
    method: 'GET',
    path: `${accessorsPath(repositoryId)}/${segment(accessorId)}`,
    query,
    signal,
  });

export const createAccessor = (client: ApiClient, repositoryId: string, accessor: AccessorCreate) =>
  client.request({ operation: 'createAccessor', method: 'POST', path: accessorsPath(repositoryId), body: accessor });

/** Sends just `privileges`; flags not named keep their value. */
export const updateAccessorPrivileges = (
  client: ApiClient,
  repositoryId: string,
  accessorId: string,
  privileges: Privileges,
) =>
  client.request({
    operation: 'updateAccessor',
    method: 'PATCH',
    path: `${accessorsPath(repositoryId)}/${segment(accessorId)}`,
    body: { privileges },
  });

export const deleteAccessor = (client: ApiClient, repositoryId: string, accessorId: string) =>
  client.request({
    operation: 'deleteAccessor',
    method: 'DELETE',
    path: `${accessorsPath(repositoryId)}/${segment(accessorId)}`,
  });
