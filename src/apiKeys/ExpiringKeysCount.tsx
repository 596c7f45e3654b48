import { Badge } from '@mantine/core';
import { t } from '../i18n/translate';
import { aboutToExpire } from './useApiKeyList';
import { useAllApiKeys } from './queries';

/**
 * How many applications' keys are about to expire (Settings' window), beside the API keys link of an
 * administrator's navigation; nothing when none are. One walk of the key list, shared with the keys page's count.
 */
export function ExpiringKeysCount() {
  const every = useAllApiKeys({ sortBy: 'expiresAt', ascending: true }).data;
  const count = every ? aboutToExpire(every).length : 0;
  if (count === 0) return null;
  const words = t('nav.expiringKeys', { count });
  return (
    <Badge size="sm" color="yellow" variant="filled" circle aria-label={words} title={words}>
      {count}
    </Badge>
  );
}
