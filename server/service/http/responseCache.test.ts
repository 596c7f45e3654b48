import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, writeCount } from '../store/database.js';
import { ADMIN_TOKEN, startService, type TestService } from '../../test/harness.js';
import { ResponseCache, WORTH_KEEPING_MS } from './responseCache.js';

describe('ResponseCache', () => {
  const db = openDatabase(':memory:');
  db.exec('CREATE TABLE IF NOT EXISTS scratch (n INTEGER)');
  const writes = () => writeCount(db);

  it('keeps an answer until the database next changes', () => {
    const cache = new ResponseCache(writes);
    // As the service asks: a lookup (which notices any write) before each answer is kept.
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', '{"n":1}');
    expect(cache.get('a')).toBe('{"n":1}');
    db.prepare('INSERT INTO scratch VALUES (1)').run();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', '{"n":2}');
    expect(cache.get('a')).toBe('{"n":2}');
  });

  it('keeps an answer of bytes in memory of its own, not in a pool that other buffers share', () => {
    const cache = new ResponseCache(writes);
    cache.get('warm');
    const pooled = Buffer.from('{"n":3}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    cache.set('b', pooled);
    const kept = cache.get('b') as Buffer;
    expect(kept.equals(pooled)).toBe(true);
    expect(kept.buffer.byteLength).toBe(kept.length);
  });

  it('lets the least recently read answers go past its size', () => {
    const cache = new ResponseCache(writes, 64);
    cache.get('warm');
    cache.set('a', 'x'.repeat(8));
    cache.set('b', 'y'.repeat(8));
    expect(cache.get('a')).toBe('x'.repeat(8));
    for (let i = 0; i < 7; i++) cache.set(`c${i}`, 'z'.repeat(8));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('x'.repeat(8));
    cache.set('d', 'w'.repeat(8));
    expect(cache.get('c0')).toBeUndefined();
    expect(cache.get('a')).toBe('x'.repeat(8));
  });

  it('keeps only what was costly to make', () => {
    const cache = new ResponseCache(writes);
    expect(cache.worthKeeping(WORTH_KEEPING_MS / 10)).toBe(false);
    expect(cache.worthKeeping(WORTH_KEEPING_MS)).toBe(true);
    expect(new ResponseCache(writes, undefined, 0).worthKeeping(0)).toBe(true);
  });
});

describe('the response cache in the service', () => {
  let service: TestService;
  afterEach(() => service.close());

  it('answers a read again without reading the database, and a write shows at once', async () => {
    const statements: string[] = [];
    service = await startService({ worthKeepingMs: 0, onStatement: (sql) => statements.push(sql) });
    const keys = () => service.call('/api-keys', { admin: true });
    const first = await keys();
    statements.length = 0;
    const again = await keys();
    expect(again.body).toEqual(first.body);
    expect(statements).toEqual([]);

    const issued = await service.call('/api-keys', {
      admin: true,
      method: 'POST',
      body: { applicationName: 'Cache check', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(issued.status).toBe(201);
    const after = await keys();
    expect(after.body.total).toBe(first.body.total + 1);
  });

  it('never shares an answer between the administrator and an application key', async () => {
    service = await startService({ worthKeepingMs: 0 });
    const path = '/api-keys';
    expect((await service.call(path, { admin: true })).status).toBe(200);
    expect((await service.call(path, { unchecked: true })).status).toBe(403);
    expect((await service.call(path, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, key: '' })).status).toBe(
      200,
    );
  });
});
