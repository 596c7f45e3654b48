// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Boundary } from './Boundary';

/** What a repository without a name did to Ctrl+K: a render that throws on a row it did not expect. */
function Row({ name }: { name?: string }) {
  return <p>{name!.toUpperCase()}</p>;
}

function Page({ name, resetKey }: { name?: string; resetKey?: string }) {
  return (
    <MantineProvider>
      <MemoryRouter>
        <p>Navigation stays</p>
        <Boundary part="page" resetKeys={[resetKey]}>
          <Row name={name} />
        </Boundary>
      </MemoryRouter>
    </MantineProvider>
  );
}

describe('Boundary', () => {
  // React reports the caught error on the console; that is expected here.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows what failed and a way back, and the rest of the page keeps working', () => {
    render(<Page />);
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown');
    expect(screen.getByText('Navigation stays')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the repositories' }).getAttribute('href')).toBe('/repositories');
  });

  it('offers no retry that would draw the same answer again, and draws afresh when its reset key changes', () => {
    const { rerender } = render(<Page />);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // Same key: the fallback stays.
    rerender(<Page name="ok" />);
    expect(screen.queryByText('OK')).toBeNull();
    rerender(<Page name="ok" resetKey="a" />);
    expect(screen.getByText('OK')).toBeTruthy();
    rerender(<Page resetKey="a2" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(<Page name="fine" resetKey="b" />);
    expect(screen.getByText('FINE')).toBeTruthy();
  });
});
