import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyComponent } from './lazyComponent';
import { WaitingText } from './Waiting';

/**
 * A page's code, split from the rest and loaded when its route is first drawn ("Loading…" until then). 'first'
 * for the first page's parts, whose words the first catalogue part holds (see scripts/icuCatalogues.mjs).
 */
export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>, words?: 'first') =>
  lazyComponent(load, <WaitingText what="common.loading" />, words);

export type LazyPage = ReturnType<typeof lazyPage>;

/** A route drawing a lazy page; its handle is the page, which App preloads for a first visit (preloadFirstPage). */
export const pageRoute = (path: string, Page: LazyPage, element = <Page />): RouteObject => ({
  path,
  element,
  handle: Page,
});
