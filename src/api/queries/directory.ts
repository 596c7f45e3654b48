import { useQuery } from '@tanstack/react-query';
import { fetchPublishedDirectory } from '../endpoints/publishedDirectory';

/** The installation's published directory, read once per page load. */
export function usePublishedDirectoryText() {
  return useQuery({
    queryKey: ['published-directory'],
    queryFn: ({ signal }) => fetchPublishedDirectory(signal),
    staleTime: Infinity,
    retry: false,
  });
}
