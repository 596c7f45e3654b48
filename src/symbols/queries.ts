import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import { symbolQuery } from '../canvas';

/** One symbol, all its fields; shares its cache entry with the canvas's symbols. */
export function useSymbol(repositoryId: string, symbolId: string) {
  return useQuery(symbolQuery(useApiClient(), repositoryId, symbolId));
}
