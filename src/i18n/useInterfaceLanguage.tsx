import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { currentLanguage, onLanguageChange } from './translate';

export const useInterfaceLanguage = () => useSyncExternalStore(onLanguageChange, currentLanguage);

/** Renders its children again from scratch when the language changes, so that no text stays in the old one. */
export function InLanguage({ children }: { children: ReactNode }) {
  return <Fragment key={useInterfaceLanguage()}>{children}</Fragment>;
}
