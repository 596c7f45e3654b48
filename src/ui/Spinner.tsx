import { Loader, type MantineSize } from '@mantine/core';

/**
 * A spinner named for what it waits for. Mantine draws its loader as a bare span, on which a name is not allowed
 * (axe: aria-prohibited-attr, serious); an indeterminate progress bar, without a value, may carry one.
 */
export function Spinner({ label, size }: { label: string; size?: MantineSize }) {
  return <Loader role="progressbar" aria-label={label} size={size} />;
}
