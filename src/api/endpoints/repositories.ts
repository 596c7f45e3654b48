import type { ApiClient } from '../client';
import { segment } from '../http';
import type { ListRepositoriesQuery, PageQuery } from '../types';

export const listRepositories = (client: ApiClient, query: ListRepositoriesQuery = {}, signal?: AbortSignal) =>
  client.request({ operation: 'listRepositories', method: 'GET', path: '/repositories', query, signal });

export const listLanguages = (
  client: ApiClient,
  repositoryId: string,
  query: PageQuery & { fields?: string } = {},
  signal?: AbortSignal,
) =>
  client.request({
    operation: 'listLanguages',
    method: 'GET',
    path: `/repositories/${segment(repositoryId)}/languages`,
    query,
    signal,
  });
