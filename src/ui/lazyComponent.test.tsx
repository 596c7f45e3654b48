// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A chunk whose arrival the test decides. */
function chunk() {
  const attempts: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => attempts.push({ resolve: () => resolve(Greeting), reject }));
  return { load, attempts };
}

const inMantine = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('lazyComponent', () => {
  it('draws the fallback until the chunk arrives, then the component with its props', async () => {
    const { load, attempts } = chunk();
    const Lazy = lazyComponent(load, <p>Loading…</p>);
    inMantine(<Lazy name="Ada" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(attempts).toHaveLength(1);
    await act(async () => attempts[0].resolve());
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('once preloaded, draws the component at once, without a fallback', async () => {
    const { load, attempts } = chunk();
    const Lazy = lazyComponent(load, <p>Loading…</p>);
    const preloading = Lazy.preload();
    attempts[0].resolve();
    await preloading;
    inMantine(<Lazy name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(attempts).toHaveLength(1);
  });

  it('says when the chunk cannot be loaded, and Try again fetches it anew', async () => {
    const { load, attempts } = chunk();
    const Lazy = lazyComponent(load, <p>Loading…</p>);
    inMantine(<Lazy name="Linus" />);
    await act(async () => attempts[0].reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toContain('This part of the console could not be loaded');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(attempts).toHaveLength(2);
    await act(async () => attempts[1].resolve());
    expect(screen.getByText('Hello Linus')).toBeTruthy();
  });

  describe('outside act, as React schedules in a browser', () => {
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    afterEach(
      () => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment),
    );

    it('draws the component when its chunk arrives between the drawing and the effects (a chunk the page already holds)', async () => {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      // Resolved at once: the component is in by the time React runs the effects of the drawing that asked for it.
      // WebKit left the search index's header blank this way on /search, whose page had already loaded its modules.
      const Lazy = lazyComponent(() => Promise.resolve(Greeting), <p>Loading…</p>);
      const container = document.body.appendChild(document.createElement('div'));
      const root = createRoot(container);
      root.render(<Lazy name="Margaret" />);
      await waitFor(() => expect(container.textContent).toBe('Hello Margaret'));
      root.unmount();
      container.remove();
    });
  });
});
