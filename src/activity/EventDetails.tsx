import { Badge, Code, Modal, Stack, Table, Text } from '@mantine/core';
import type { AuditAction, AuditOutcome } from '../../common/audit';
import { DISPLAYED_FLAGS, flagLabel } from '../accessors';
import type { AuditEvent } from '../api/consoleServer/types';
import { PersonName } from '../directory';
import { formatDateTime, t } from '../i18n/translate';
import { ActorName } from './ActorName';
import { actionWords, OUTCOME_COLOURS, outcomeWords } from './words';

type Privileges = Record<string, boolean>;

interface AccessorDetails {
  accessor?: { uuid?: string; type?: string; user?: string; group?: string };
  before?: Privileges;
  after?: Privileges;
  repository?: { uuid?: string; name?: string };
  group?: string;
  acceptedFailingChecks?: string[];
}

/** The privileges before and after side by side, the changed ones marked. */
function PrivilegeChanges({ before, after }: { before?: Privileges; after?: Privileges }) {
  const yes = (value: boolean | undefined) =>
    value === undefined ? '—' : value ? t('activity.granted') : t('activity.notGranted');
  return (
    <Table aria-label={t('activity.privileges')} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('activity.privilege')}</Table.Th>
          <Table.Th>{t('activity.before')}</Table.Th>
          <Table.Th>{t('activity.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {DISPLAYED_FLAGS.map((flag) => {
          const changed = before !== undefined && after !== undefined && Boolean(before[flag]) !== Boolean(after[flag]);
          return (
            <Table.Tr key={flag} fw={changed ? 700 : undefined} data-changed={changed || undefined}>
              <Table.Td>{flagLabel(flag)}</Table.Td>
              <Table.Td>{yes(before?.[flag])}</Table.Td>
              <Table.Td>{yes(after?.[flag])}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** One event whole: who, what, on what, how it ended and why, from where, and what the write changed. */
export function EventDetails({ event, onClose }: { event: AuditEvent; onClose: () => void }) {
  const details = (event.details ?? {}) as AccessorDetails;
  const rows: [string, React.ReactNode][] = [
    [t('activity.when'), formatDateTime(event.at, { timeStyle: 'medium' })],
    [t('activity.who'), <ActorName actor={event.actor} />],
    [t('activity.what'), actionWords(event.action as AuditAction)],
    [
      t('activity.on'),
      (event.target?.name ?? event.target?.uuid) && (
        <span translate="no">{event.target?.name ?? event.target?.uuid}</span>
      ),
    ],
    [t('activity.targetUuid'), event.target?.uuid && <Code>{event.target.uuid}</Code>],
    [
      t('activity.outcome'),
      <Badge variant="light" color={OUTCOME_COLOURS[event.outcome as AuditOutcome]}>
        {outcomeWords(event.outcome as AuditOutcome)}
      </Badge>,
    ],
    [t('activity.reason'), event.reason],
    [
      t('activity.accessor'),
      details.accessor?.user ? (
        <PersonName uuid={details.accessor.user} kind="user" />
      ) : details.accessor?.group ? (
        <PersonName uuid={details.accessor.group} kind="group" />
      ) : undefined,
    ],
    [t('activity.repository'), details.repository?.name ?? details.repository?.uuid],
    [t('activity.group'), details.group && <PersonName uuid={details.group} kind="group" />],
    [t('activity.acceptedChecks'), details.acceptedFailingChecks?.join(', ')],
    [t('activity.address'), event.ip],
    [t('activity.userAgent'), event.userAgent],
    [t('activity.requestId'), <Code>{event.requestId}</Code>],
    [t('activity.hash'), <Code style={{ wordBreak: 'break-all' }}>{event.hash}</Code>],
  ];
  return (
    <Modal opened onClose={onClose} title={t('activity.eventTitle', { id: event.id })} size="lg">
      <Stack>
        <Table variant="vertical" aria-label={t('activity.eventTitle', { id: event.id })}>
          <Table.Tbody>
            {rows
              .filter(([, value]) => value !== undefined && value !== '' && value !== null)
              .map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={180}>{label}</Table.Th>
                  <Table.Td>
                    <Text size="sm" component="div">
                      {value}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        {(details.before || details.after) && <PrivilegeChanges before={details.before} after={details.after} />}
      </Stack>
    </Modal>
  );
}
