import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../i18n/translate';

/**
 * A list's selection in words, said as it changes (`said`), then `before` (select every match, say), and while
 * anything is selected the actions on it and Clear selection.
 */
export function SelectionActions({
  count,
  said,
  onClear,
  before,
  children,
}: {
  count: number;
  said: string;
  onClear: () => void;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Text size="sm" fw={500} aria-live="polite">
        {said}
      </Text>
      {before}
      {count > 0 && (
        <>
          {children}
          <Button size="xs" variant="subtle" onClick={onClear}>
            {t('list.clearSelection')}
          </Button>
        </>
      )}
    </>
  );
}
