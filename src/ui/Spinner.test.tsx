// @vitest-environment jsdom
import { Loader, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

/** The rules axe breaks on what `ui` draws: the same outside check the accessibility journeys run. */
async function violations(ui: ReactNode) {
  const { container } = render(<MantineProvider>{ui}</MantineProvider>);
  const results = await axe.run(container, { runOnly: { type: 'rule', values: ['aria-prohibited-attr'] } });
  return results.violations.map((violation) => violation.id);
}

describe('Spinner', () => {
  it('is named for what it waits for, as axe allows', async () => {
    expect(await violations(<Spinner label="Loading the canvas" />)).toEqual([]);
    expect(screen.getByRole('progressbar', { name: 'Loading the canvas' })).toBeTruthy();
  });

  // The journey saw this only when the documents were still resolving as axe ran.
  it('replaces a named bare loader, which axe refuses', async () => {
    expect(await violations(<Loader aria-label="Resolving documents" />)).toEqual(['aria-prohibited-attr']);
  });
});
