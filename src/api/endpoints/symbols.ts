import type { ApiClient } from '../client';
import { segment } from '../http';
import type { QueryOf } from '../types';

export const getSymbol = (
  client: ApiClient,
  repositoryId: string,
  symbolId: string,
  query: QueryOf<'getSymbol'> = {},
  signal?: AbortSignal,
) =>
  client.request({
    operation: 'getSymbol',
    method: 'GET',
    path: `/repositories/${segment(repositoryId)}/symbols/${segment(symbolId)}`,
    query,
    signal,
  });
