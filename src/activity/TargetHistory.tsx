import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { AuditEvent } from '../api/consoleServer/types';
import { Link } from 'react-router';
import type { AuditAction } from '../../common/audit';
import { formatDateTime, t } from '../i18n/translate';
import { ROUTES } from '../lib/paths';
import { useAdministrator } from '../session';
import { useTargetHistory } from './queries';
import { actionWords, actorWords } from './words';

/**
 * What the audit log says of one target (a model, a key), newest first, a line each ("Draft accepted by Ada Okafor
 * on 3 Dec 2026, 14:02"), with a link to all of it on the Activity page. For administrators, where the console's
 * server keeps the log; nothing otherwise, and nothing while it is read.
 */
export function TargetHistory({ target, limit = 3 }: { target: string; limit?: number }) {
  const administrator = useAdministrator();
  const history = useTargetHistory([target], limit, administrator);
  const events = history.data?.events ?? [];
  if (events.length === 0) return null;
  return (
    <Stack gap={0} aria-label={t('activity.history')} role="group">
      {events.map((event) => (
        <HistoryLine key={event.id} event={event} />
      ))}
      <Anchor component={Link} to={`${ROUTES.activity}?target=${encodeURIComponent(target)}`} size="xs">
        {t('activity.allHistory')}
      </Anchor>
    </Stack>
  );
}

/** One event as a line of a target's history. */
export function HistoryLine({ event }: { event: AuditEvent }) {
  return (
    <Text size="xs" c="dimmed">
      {t('activity.historyLine', {
        what: actionWords(event.action as AuditAction),
        who: actorWords(event.actor),
        when: formatDateTime(event.at),
      })}
    </Text>
  );
}

/**
 * The newest event on each of a page's targets (the keys of a list page), read at once: one request for the page,
 * not one per row. For administrators where the console's server keeps the log; empty otherwise.
 */
export function useLatestEvents(targets: readonly string[]): ReadonlyMap<string, AuditEvent> {
  const administrator = useAdministrator();
  // A page of 100 rows, each with a few events at most: the newest 500 cover them.
  const history = useTargetHistory(targets, 500, administrator);
  return useMemo(() => {
    const latest = new Map<string, AuditEvent>();
    for (const event of history.data?.events ?? [])
      if (event.target?.uuid && !latest.has(event.target.uuid)) latest.set(event.target.uuid, event);
    return latest;
  }, [history.data]);
}
