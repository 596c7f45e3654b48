import { lazyComponent } from '../ui/lazyComponent';

// What other features use of the index on demand, each a chunk of its own: the index's code (Dexie, MiniSearch,
// the walk) loads only where one of these is drawn.

/**
 * Ctrl+K's dialog. Its chunk loads once the first page is drawn and the browser idle, or when Ctrl+K is pressed
 * before (see QuickJump): not with the first page, where a Mantine Modal would bring its focus trap and scroll
 * lock along, and not only at the first Ctrl+K, which then waited a third of a second for it.
 */
export const QuickJumpDialog = lazyComponent(() => import('./QuickSearch').then((m) => m.QuickJumpDialog), null);

/** The header's line on the index, loaded once the browser is idle; its words are the first page's. */
export const IndexHeader = lazyComponent(() => import('./IndexHeader').then((m) => m.IndexHeader), null, 'first');

/** How many models place a symbol, as the index knows it: the vertex panel's line. */
export const IndexedUsage = lazyComponent(() => import('./IndexedUsage').then((m) => m.IndexedUsage), null);
