import { describe, expect, it } from 'vitest';
import { jsonPage } from './route.js';

describe('jsonPage', () => {
  it('is a Page of the given items', () => {
    const items = Buffer.from('"ä",{"b":1}');
    const page = jsonPage(
      { startAt: 20, maxResults: 10, total: 21 },
      { byteLength: items.length, writeInto: (out, at) => out.set(items, at) },
    );
    expect(JSON.parse(page.body.toString('utf8'))).toEqual({
      startAt: 20,
      maxResults: 10,
      total: 21,
      data: ['ä', { b: 1 }],
    });
  });
});
