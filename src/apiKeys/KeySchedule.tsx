import { Accordion, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { KeyRevocation } from '../api/consoleServer/types';
import { isPendingRevocation } from '../../common/keySchedule';
import { schedulerWords } from '../activity';
import { formatDateTime, t } from '../i18n/translate';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Content } from '../ui/Content';
import { notifySuccess } from '../ui/notify';
import { ownRevokeWords, replacedWords, type KeySchedule } from './rollPlan';
import { useCancelRevocation, useRevokeNow } from './scheduleQueries';

/** A scheduled revoke's two actions: bring it forward to now, or cancel it; each asks first. */
function RevocationActions({ revocation }: { revocation: KeyRevocation }) {
  const [asking, setAsking] = useState<'now' | 'cancel'>();
  const revokeNow = useRevokeNow();
  const cancel = useCancelRevocation();
  return (
    <>
      <Group gap={4}>
        <Button size="compact-xs" variant="light" color="red" onClick={() => setAsking('now')}>
          {t('schedule.revokeNow')}
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => setAsking('cancel')}>
          {t('schedule.cancel')}
        </Button>
      </Group>
      {asking && (
        <ConfirmDialog
          title={t(asking === 'now' ? 'schedule.revokeNowTitle' : 'schedule.cancelTitle')}
          confirmLabel={t(asking === 'now' ? 'schedule.revokeNow' : 'schedule.cancel')}
          whenUnknown={t('schedule.unknown')}
          onConfirm={async () => {
            if (asking === 'now') await revokeNow.mutateAsync(revocation.uuid);
            else await cancel.mutateAsync(revocation.uuid);
            notifySuccess(
              t(asking === 'now' ? 'schedule.revokingNow' : 'schedule.cancelled'),
              revocation.applicationName,
            );
          }}
          onClose={() => setAsking(undefined)}
        >
          <Text>
            {t(asking === 'now' ? 'schedule.revokeNowQuestion' : 'schedule.cancelQuestion', {
              name: revocation.applicationName,
            })}
          </Text>
        </ConfirmDialog>
      )}
    </>
  );
}

/** What a key's row says of the schedule: its own revoke (with its actions), and the key it replaced. */
export function KeyScheduleLines({ schedule }: { schedule: KeySchedule | undefined }) {
  if (!schedule?.own && !schedule?.replaced) return null;
  const { own, replaced } = schedule;
  return (
    <Stack gap={2}>
      {own && (
        <Text size="xs" c={own.state === 'failed' || own.endedHow === 'interrupted' ? 'red' : undefined}>
          {ownRevokeWords(own)}
        </Text>
      )}
      {own && isPendingRevocation(own.state) && <RevocationActions revocation={own} />}
      {replaced && (
        <Text size="xs" c="dimmed">
          {replacedWords(replaced)}
        </Text>
      )}
    </Stack>
  );
}

const stateColor: Record<string, string> = {
  rolling: 'blue',
  scheduled: 'blue',
  failed: 'red',
  done: 'teal',
  cancelled: 'gray',
};

/**
 * Every revoke the console's server keeps (open ones first): the keys page's record of rolls, also of keys the
 * service no longer lists ("revoked 3 Dec, 14:00 (rolled)").
 */
export function KeySchedulePanel({ revocations }: { revocations: readonly KeyRevocation[] }) {
  if (revocations.length === 0) return null;
  const open = revocations.filter((revocation) => isPendingRevocation(revocation.state)).length;
  return (
    <Accordion variant="contained">
      <Accordion.Item value="schedule">
        <Accordion.Control>{t('schedule.panel', { open, count: revocations.length })}</Accordion.Control>
        <Accordion.Panel>
          <Table aria-label={t('schedule.panelTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('apiKeys.application')}</Table.Th>
                <Table.Th>{t('schedule.state')}</Table.Th>
                <Table.Th>{t('schedule.when')}</Table.Th>
                <Table.Th>{t('schedule.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {revocations.map((revocation) => (
                <Table.Tr key={revocation.uuid}>
                  <Table.Td>
                    <Content>{revocation.applicationName}</Content>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={stateColor[revocation.state]} tt="none">
                      {t('schedule.stateName', { state: revocation.state, how: revocation.endedHow ?? 'none' })}
                    </Badge>
                    {revocation.lastError && revocation.state === 'failed' && (
                      <Text size="xs" c="red">
                        {revocation.lastError}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {formatDateTime(revocation.endedAt ?? revocation.revokeAt)}
                      {revocation.late ? ` · ${t('schedule.late')}` : ''}
                    </Text>
                    {isPendingRevocation(revocation.state) && <RevocationActions revocation={revocation} />}
                  </Table.Td>
                  <Table.Td>
                    <Content>{schedulerWords(revocation.scheduledBy)}</Content>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
