import { useSearchParams } from 'react-router';

export const SYMBOL_TABS = ['overview', 'placements', 'relations'] as const;
export type SymbolTab = (typeof SYMBOL_TABS)[number];

/** The list parameters each tab's table keeps in the URL: a new tab starts at its own first page. */
const LIST_PARAMS = ['page', 'size', 'sort', 'dir', 'q'];

/** The symbol page's tab, `?tab=`, so that a tab can be bookmarked and shared (Overview when absent). */
export function useSymbolTab(): [SymbolTab, (tab: SymbolTab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = SYMBOL_TABS.find((known) => known === asked) ?? 'overview';
  const setTab = (next: SymbolTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of LIST_PARAMS) updated.delete(name);
      if (next === 'overview') updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });
  return [tab, setTab];
}
