import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ClientContext';
import { createAccessor, deleteAccessor, listAccessors, updateAccessorPrivileges } from '../api/endpoints/accessors';
import type { AccessorCreate, ListAccessorsQuery, Privileges } from '../api/types';
import { queryKeys } from '../api/queryKeys';
import { useInvalidatingMutation } from '../api/mutation';

/** Accessor writes change that repository's accessor lists and details, nothing else. */
const accessorsOf = (repository: string) => ({ scope: 'accessors', repository }) as const;

export function useAccessors(repositoryId: string, query: ListAccessorsQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.accessorList(client.identity, repositoryId, query),
    queryFn: ({ signal }) => listAccessors(client, repositoryId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateAccessor(repositoryId: string) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (accessor: AccessorCreate) => createAccessor(client, repositoryId, accessor),
    accessorsOf(repositoryId),
  );
}

export function useUpdateAccessorPrivileges(repositoryId: string) {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ accessorId, privileges }: { accessorId: string; privileges: Privileges }) =>
      updateAccessorPrivileges(client, repositoryId, accessorId, privileges),
    accessorsOf(repositoryId),
  );
}

export function useDeleteAccessor(repositoryId: string) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (accessorId: string) => deleteAccessor(client, repositoryId, accessorId),
    accessorsOf(repositoryId),
  );
}
