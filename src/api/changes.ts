import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from './ClientContext';
import { identityName, type ApiClient } from './client';
import type { Model, Page } from './types';
import { isKeyOf, keyOf, type QueryTarget } from './queryKeys';
import { STORAGE_KEYS } from '../storageKeys.mjs';

/**
 * What a write changed, as every tab of the identity can read it: the queries it names (without the
 * identity, which each tab names itself), or the model lists showing one model, whatever id they were read by.
 */
export type Change = { queries: Partial<QueryTarget> } | { modelListsHolding: string };

const isModelListHolding = (identity: string, modelId: string) => (query: Query) =>
  isKeyOf(query.queryKey, identity, { scope: 'models', view: 'list' }) &&
  ((query.state.data as Page<Model> | undefined)?.data.some((model) => model.uuid === modelId) ?? false);

function invalidate(queryClient: QueryClient, identity: string, change: Change): Promise<void> {
  return 'queries' in change
    ? queryClient.invalidateQueries({ queryKey: keyOf(identity, change.queries) })
    : queryClient.invalidateQueries({ predicate: isModelListHolding(identity, change.modelListsHolding) });
}

/** The identity's channel between its tabs; none where the browser has no BroadcastChannel. */
function channelOf(client: ApiClient): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined'
    ? undefined
    : new BroadcastChannel(`${STORAGE_KEYS.changesChannelPrefix}${identityName(client.connection)}`);
}

/**
 * Reads again what a write changed, in this tab and in every other tab of the identity (where a list the
 * person returns to would otherwise show what was true before).
 */
export function useAnnounceChanges(): (changes: readonly Change[]) => Promise<unknown> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (changes) => {
    const channel = channelOf(client);
    channel?.postMessage(changes);
    channel?.close();
    return Promise.all(changes.map((change) => invalidate(queryClient, client.identity, change)));
  };
}

/** Hears the changes other tabs of the identity made, while signed in. */
export function useChangesFromOtherTabs(): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = channelOf(client);
    if (!channel) return;
    channel.onmessage = (event: MessageEvent<Change[]>) => {
      if (Array.isArray(event.data))
        for (const change of event.data) void invalidate(queryClient, client.identity, change);
    };
    return () => channel.close();
  }, [client, queryClient]);
}
