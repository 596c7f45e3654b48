import { timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../../shared/http/errors.js';
import type { Principal } from '../http/route.js';
import type { ServiceStore } from '../store/serviceStore.js';
import { hashSecret, secretsEqual } from '../../shared/secrets.js';

interface CachedKey {
  principal: Principal;
  validUntil: number;
}

/**
 * Authenticates requests. A successful key authentication is cached for `cacheSeconds` (so an expired key
 * still passes until its entry lapses, as the spec allows), but deleted keys go on a blocklist that is
 * checked before the cache and refuse at once.
 */
export class Authenticator {
  private readonly cache = new Map<string, CachedKey>();
  private readonly blocklist = new Set<string>();

  constructor(
    private readonly keys: ServiceStore['apiKeys'],
    private readonly adminToken: string,
    private readonly cacheSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  authenticate(headers: { authorization?: string; 'x-api-key'?: string | string[] }): Principal {
    const authorization = headers.authorization;
    if (authorization !== undefined) {
      const token = /^Bearer (.+)$/.exec(authorization)?.[1];
      if (token === undefined || !secretsEqual(token, this.adminToken)) {
        throw unauthorized('the Authorization header does not carry a valid administrator token');
      }
      return { kind: 'admin', id: 'admin' };
    }
    const key = headers['x-api-key'];
    if (key === undefined || key === '') throw unauthorized('send the API key in the x-api-key header');
    if (typeof key !== 'string') throw unauthorized('send exactly one x-api-key header');
    if (/^bearer\s/i.test(key)) throw unauthorized('x-api-key takes the bare key, without a Bearer prefix');
    return this.authenticateKey(key);
  }

  private authenticateKey(secret: string): Principal {
    const hash = hashSecret(secret);
    const now = this.now();
    const cached = this.cache.get(hash);
    if (cached && this.blocklist.has(cached.principal.id)) {
      this.cache.delete(hash);
      throw unauthorized('the API key is unknown, inactive or expired');
    }
    if (cached && cached.validUntil > now) return cached.principal;
    this.cache.delete(hash);
    const record = this.keys.findBySecretHash(hash);
    if (
      !record ||
      this.blocklist.has(record.uuid) ||
      record.status !== 'ACTIVE' ||
      Date.parse(record.expiresAt) <= now ||
      !timingSafeEqual(Buffer.from(record.secretHash), Buffer.from(hash))
    ) {
      throw unauthorized('the API key is unknown, inactive or expired');
    }
    const principal: Principal = { kind: 'key', id: record.uuid };
    if (this.cacheSeconds > 0) this.cache.set(hash, { principal, validUntil: now + this.cacheSeconds * 1000 });
    return principal;
  }

  /** Refuses a key from now on, whatever the cache holds. */
  block(keyUuid: string): void {
    this.blocklist.add(keyUuid);
  }
}
