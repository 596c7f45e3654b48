import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { SqlEngine } from '../database/index.js';

/**
 * The installation's secret: CONSOLE_SECRET where it is set, else one generated at the first start and kept in
 * CONSOLE_DATABASE, so that a restart and every instance on the same database use the same one. Instances that
 * start at once race to keep theirs; the first kept wins and every one reads it back.
 */
export async function installationSecret(engine: SqlEngine, configured?: string): Promise<string> {
  if (configured !== undefined) return configured;
  await engine.run(
    `INSERT INTO installation_meta (name, value) VALUES ('consoleSecret', ?) ON CONFLICT (name) DO NOTHING`,
    [JSON.stringify(randomBytes(32).toString('base64url'))],
  );
  const [kept] = await engine.all<{ value: string }>(
    "SELECT value FROM installation_meta WHERE name = 'consoleSecret'",
  );
  return JSON.parse(kept.value) as string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals what the server keeps for people (their keys, their ID tokens) with AES-256-GCM under a key derived from
 * the installation's secret for one purpose, so that a copy of the database alone reveals none of it, and a value
 * sealed for one purpose does not open as another's.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', `model-repository-console/${purpose}`, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** The plain text, or undefined where the value was not sealed by this box (another secret or purpose, or altered). */
  open(sealed: string): string | undefined {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

/** A new session id: 256 random bits, as the cookie carries it. */
export const newSessionId = () => randomBytes(32).toString('base64url');

/** What the database keeps of a session id: its hash, so that a copy of the database holds no live session. */
export const sessionIdHash = (id: string) => createHash('sha256').update(id).digest('base64url');
