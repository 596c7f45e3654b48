import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReviewMessage } from '../console/proposals/index.js';

/** A team chat's webhook for the tests (REVIEW_WEBHOOK_URL): what it was sent, and what it took. */
export interface WebhookReceiver {
  /** Its address; the path stands for the secret a real webhook's path is. */
  url: string;
  /** Every message it was sent, in order, whatever it answered. */
  got: ReviewMessage[];
  /** The messages it answered with a 2xx. */
  taken: ReviewMessage[];
  close(): Promise<void>;
}

/**
 * A receiver on a port of its own that answers the `n`-th message (from 1) as `answer` says: a status, or
 * `silence` (no answer at all, the connection held until it closes).
 */
export async function startWebhookReceiver(
  answer: (n: number) => number | 'silence' = () => 200,
): Promise<WebhookReceiver> {
  const got: ReviewMessage[] = [];
  const taken: ReviewMessage[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const message = JSON.parse(body) as ReviewMessage;
      got.push(message);
      const status = answer(got.length);
      if (status === 'silence') return;
      if (status >= 200 && status < 300) taken.push(message);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/SECRET-PATH`,
    got,
    taken,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
