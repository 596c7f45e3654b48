import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AuditAction } from '../../common/audit';
import { formatDateTime, t } from '../i18n/translate';
import { ROUTES } from '../lib/paths';
import { useAdministrator } from '../session';
import { useTargetHistory } from './queries';
import { actionWords } from './words';

/**
 * What the audit log says of one target (a model, a key), newest first, a line each ("Draft accepted by Ada Okafor
 * on 3 Dec 2026, 14:02"), with a link to all of it on the Activity page. For administrators, where the console's
 * server keeps the log; nothing otherwise, and nothing while it is read.
 */
export function TargetHistory({ target, limit = 3 }: { target: string; limit?: number }) {
  const administrator = useAdministrator();
  const history = useTargetHistory(target, limit, administrator);
  const events = history.data?.events ?? [];
  if (events.length === 0) return null;
  return (
    <Stack gap={0} aria-label={t('activity.history')} role="group">
      {events.map((event) => (
        <Text key={event.id} size="xs" c="dimmed">
          {t('activity.historyLine', {
            what: actionWords(event.action as AuditAction),
            who: event.actor.name,
            when: formatDateTime(event.at),
          })}
        </Text>
      ))}
      <Anchor component={Link} to={`${ROUTES.activity}?target=${encodeURIComponent(target)}`} size="xs">
        {t('activity.allHistory')}
      </Anchor>
    </Stack>
  );
}
