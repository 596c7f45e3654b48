import type { ReactNode } from 'react';

/**
 * What the service or a person wrote (a title, a name, a uuid), as opposed to the console's own words: marked
 * translate="no", so that a browser's translation leaves it as written and the interface checks pass it by.
 */
export function Content({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}
