import { describe, expect, it } from 'vitest';
import {
  pageCount,
  pageWindow,
  readListState,
  readModelView,
  readReviewState,
  writeListState,
  writeModelView,
  writeReviewState,
  type ListDefaults,
} from './urlState';

const defaults: ListDefaults = { pageSize: 25, pageSizes: [10, 25, 50, 100], sort: 'name', sortable: ['name', 'uuid'] };

describe('list URL state', () => {
  it('reads defaults from an empty URL', () => {
    expect(readListState(new URLSearchParams(), defaults)).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'name',
      ascending: true,
      filter: '',
      language: undefined,
    });
  });

  it('round-trips every field', () => {
    const state = { page: 3, pageSize: 50, sort: 'uuid', ascending: false, filter: 'order*', language: 'abc' };
    const params = writeListState(state, defaults);
    expect(params.toString()).toBe('page=3&size=50&sort=uuid&dir=desc&q=order*&content=abc');
    expect(readListState(params, defaults)).toEqual(state);
  });

  it('keeps URLs short by leaving defaults out, and keeps unrelated parameters', () => {
    const params = writeListState(
      { page: 1, pageSize: 25, sort: 'name', ascending: true, filter: '' },
      defaults,
      new URLSearchParams('tab=canvas&page=4'),
    );
    expect(params.toString()).toBe('tab=canvas');
  });

  it('ignores values it does not know instead of failing', () => {
    const state = readListState(new URLSearchParams('page=-2&size=7&sort=color&dir=up'), defaults);
    expect(state).toMatchObject({ page: 1, pageSize: 25, sort: 'name', ascending: true });
  });

  it('computes the service window and the page count', () => {
    expect(pageWindow({ page: 3, pageSize: 25 })).toEqual({ startAt: 50, maxResults: 25 });
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(262, 25)).toBe(11);
  });
});

describe('model view URL state', () => {
  it('round-trips tab, language and vertex', () => {
    const view = { tab: 'descriptions' as const, language: 'de', vertex: 'v1' };
    expect(readModelView(writeModelView(view))).toEqual(view);
  });
  it('defaults to the canvas and ignores unknown tabs', () => {
    expect(readModelView(new URLSearchParams('tab=history'))).toEqual({
      tab: 'canvas',
      language: undefined,
      vertex: undefined,
    });
    expect(writeModelView({ tab: 'canvas' }).toString()).toBe('');
  });
});

describe('review URL state', () => {
  it('round-trips target, compared model, layout and selected change, beside the model view', () => {
    const state = { target: 'r1', compare: 'm1', layout: 'overlay' as const, change: 3 };
    const params = writeReviewState(state, writeModelView({ tab: 'compare', vertex: 'v1' }));
    expect(readReviewState(params)).toEqual(state);
    expect(readModelView(params)).toEqual({ tab: 'compare', language: undefined, vertex: 'v1' });
  });
  it('leaves defaults out and ignores a change that is not a place in the list', () => {
    expect(writeReviewState({ layout: 'side-by-side' }).toString()).toBe('');
    expect(readReviewState(new URLSearchParams('change=-1&layout=sideways'))).toEqual({
      target: undefined,
      compare: undefined,
      layout: 'side-by-side',
      change: undefined,
    });
  });
});
