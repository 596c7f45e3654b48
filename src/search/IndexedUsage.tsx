import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useIndexCoverage } from './useIndexProgress';
import { symbolPath } from '../lib/paths';
import { usePlacementCount } from './useSymbolUsage';
import { t } from '../i18n/translate';

/** How many models place the symbol, from the search index, linking to where it is used. */
export function IndexedUsage({ repositoryId, symbolId }: { repositoryId: string; symbolId: string }) {
  const models = usePlacementCount(symbolId);
  const partial = useIndexCoverage();
  return (
    <Text size="sm">
      <Anchor component={Link} to={symbolPath(repositoryId, symbolId)}>
        {models === undefined ? t('symbol.whereUsed') : t('symbol.placedInModels', { count: models })}
      </Anchor>
      {models !== undefined && partial && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({partial})
        </Text>
      )}
    </Text>
  );
}
