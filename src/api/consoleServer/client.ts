import {
  sendRequest,
  streamDownload,
  type ApiRequest,
  type Connection,
  type DownloadProgress,
  type QueryValue,
} from '../http';
import type { ApiClient } from '../client';
import type { ConsoleOperationId, ConsoleResponseBody } from './types';

/** Where the console server's own API is: beside the console's pages, whatever service it reads. */
export const consoleApiBase = () =>
  new URL(`${import.meta.env.BASE_URL}console-api/v1`, window.location.origin).toString();

/**
 * The console server's API (`/console-api/v1`): the installation index and the directory, with the signed-in
 * identity's own credential. Its answers are checked against its OpenAPI document like the service's. It does
 * not go through the rate limiter's scheduler: these requests are not the service's, and spend none of its budget.
 */
export class ConsoleServerClient {
  private readonly connection: Connection;

  constructor(serviceConnection: Connection, baseUrl = consoleApiBase()) {
    this.connection = { baseUrl, credential: serviceConnection.credential };
  }

  async request<Op extends ConsoleOperationId>(request: {
    operation: Op;
    method: ApiRequest['method'];
    path: string;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
  }): Promise<ConsoleResponseBody<Op>> {
    return (await sendRequest<ConsoleResponseBody<Op>>(this.connection, request)).body;
  }

  /** A file the API streams (an export), with its progress as it arrives. */
  download(
    request: { path: string; query?: Record<string, QueryValue>; signal?: AbortSignal },
    onProgress: (progress: DownloadProgress) => void,
  ): Promise<Blob> {
    return streamDownload(this.connection, request, onProgress);
  }
}

const consoleServers = new WeakMap<ApiClient, ConsoleServerClient>();

/** The console server's API for the signed-in identity (its credential, this page's origin), one per client. */
export function consoleServerOf(client: ApiClient): ConsoleServerClient {
  let server = consoleServers.get(client);
  if (!server) consoleServers.set(client, (server = new ConsoleServerClient(client.connection)));
  return server;
}
