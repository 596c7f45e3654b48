import { Readable } from 'node:stream';

/**
 * An answer's text in an onSend hook, where it is one the server reads (JSON): a stream (the upstream's) is read
 * whole first, and the hook must send on the text it returns in its place.
 */
export async function textOf(payload: unknown): Promise<string | undefined> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  return undefined;
}
