import { Title, type TitleProps } from '@mantine/core';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { t } from '../i18n/translate';

/** Set when the path changed and the new page's heading has not taken the focus yet. */
const HeadingFocus = createContext<{ current: boolean } | null>(null);

/**
 * After a navigation within the console (not on the first load), focus goes to the new page's heading, so
 * that a screen reader announces the page and the next Tab starts from its top. A layout effect marks the
 * change before any page's (passive) effect runs; a page that loads lazily takes the focus when it mounts.
 */
export function HeadingFocusOnNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const pending = useRef(false);
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    pending.current = true;
  }, [pathname]);
  return <HeadingFocus.Provider value={pending}>{children}</HeadingFocus.Provider>;
}

/** The tab's title: the page, then where it is (its repository), then the console. */
export function useDocumentTitle(...parts: (string | undefined)[]) {
  const title = [...parts.filter((part) => part), t('app.name')].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The page's one h1 (drawn at h2 size, as the pages were designed), the target of focus after navigation.
 * It names the tab too: its text (or `documentTitle`), then `within` (the repository's name).
 */
export function PageTitle({
  children,
  documentTitle,
  within,
  ...props
}: Omit<TitleProps, 'order'> & { documentTitle?: string; within?: string }) {
  useDocumentTitle(documentTitle ?? (typeof children === 'string' ? children : undefined), within);
  const pending = useContext(HeadingFocus);
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!pending?.current || !heading.current) return;
    pending.current = false;
    heading.current.focus();
  }, [pending, pathname]);
  return (
    <Title order={1} size="h2" tabIndex={-1} ref={heading} {...props}>
      {children}
    </Title>
  );
}
