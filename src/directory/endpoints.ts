/** Where an installation publishes its directory of people and groups: beside the console's own files. */
export const PUBLISHED_DIRECTORY_FILE = 'directory.csv';

/**
 * The installation's published directory as CSV text, or undefined where it publishes none. Read from the
 * console's origin, not the service's: it is a file of the deployment, and needs neither key nor rate limit.
 */
export async function fetchPublishedDirectory(signal?: AbortSignal): Promise<string | undefined> {
  // Beside index.html, wherever the console is deployed: not relative to the page's own path.
  const response = await fetch(
    new URL(`${import.meta.env.BASE_URL}${PUBLISHED_DIRECTORY_FILE}`, window.location.origin),
    { signal, credentials: 'same-origin', cache: 'no-cache' },
  );
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`The published directory could not be read (HTTP ${response.status}).`);
  // A host that answers every path with index.html publishes no directory.
  if (/text\/html/i.test(response.headers.get('content-type') ?? '')) return undefined;
  return response.text();
}
