import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { completeCatalogue, t } from '../i18n/translate';

/**
 * A code-split component that draws `fallback` until its chunk has arrived, without Suspense: React holds
 * back the reveal of a Suspense boundary until 300 ms after its fallback appeared, which on a first visit
 * left the page idle for that long before it could even ask for its data. `preload` fetches the chunk
 * early; once it is in, the component draws at once.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
  /** 'first' for the parts of the first page, whose words the first catalogue part already holds. */
  words: 'first' | 'all' = 'all',
) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    // Its words come with it: the first page's catalogue part holds only what the first page says.
    pending ??= Promise.all([load(), words === 'all' && completeCatalogue()]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a later attempt fetches the chunk again
        throw error;
      },
    );
    return pending;
  };

  function Deferred(props: P) {
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [, setArrived] = useState(false);
    const [attempt, setAttempt] = useState(0);
    // Asked for while drawing, as React.lazy does, so that the chunk is on its way before the commit.
    if (!loaded && !failure) void preload().catch(() => undefined);
    useEffect(() => {
      // The chunk may have come in between this drawing (the fallback) and its effects: a chunk whose modules
      // the page already holds resolves that fast, and WebKit runs effects late enough for it. Draw again.
      if (loaded) {
        setArrived(true);
        return;
      }
      let current = true;
      preload().then(
        () => current && setArrived(true),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [attempt]);

    if (loaded) {
      const Component = loaded;
      return <Component {...props} />;
    }
    if (failure) {
      const retry = () => {
        setFailure(undefined);
        setAttempt((n) => n + 1);
      };
      return <ErrorState error={failure.error} title={t('lazy.failed')} onRetry={retry} />;
    }
    return fallback;
  }
  return Object.assign(Deferred, { preload });
}
