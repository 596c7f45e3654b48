import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { InboxEntry } from '../api/consoleServer/types';
import { actorWords } from '../activity';
import { formatDateTime, t } from '../i18n/translate';
import { draftPath } from '../lib/paths';
import { useRepositoryName } from '../repositories';
import { ErrorState } from '../ui/ErrorState';
import { PageTitle } from '../ui/PageTitle';
import { Spinner } from '../ui/Spinner';
import { ProposalStateBadge } from './ProposalStateBadge';
import { useInbox } from './queries';

function RepositoryName({ uuid }: { uuid: string }) {
  return <>{useRepositoryName(uuid) ?? uuid}</>;
}

/** One list of the inbox: each proposal's model, repository, author, state, comments, and what is unread. */
function ProposalTable({ entries, label, showAuthor }: { entries: InboxEntry[]; label: string; showAuthor: boolean }) {
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('inbox.nothing')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inbox.model')}</Table.Th>
            <Table.Th>{t('inbox.repository')}</Table.Th>
            {showAuthor && <Table.Th>{t('inbox.author')}</Table.Th>}
            <Table.Th>{t('inbox.state')}</Table.Th>
            <Table.Th>{t('inbox.comments')}</Table.Th>
            <Table.Th>{t('inbox.changed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.draftId}>
              <Table.Td>
                <Anchor component={Link} to={draftPath(entry.draftId)} translate="no">
                  {entry.source.title}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {entry.statement}
                </Text>
              </Table.Td>
              <Table.Td>
                <RepositoryName uuid={entry.source.repositoryId} />
              </Table.Td>
              {showAuthor && <Table.Td>{actorWords({ ...entry.author })}</Table.Td>}
              <Table.Td>
                <ProposalStateBadge state={entry.state} size="sm" />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{entry.comments}</Text>
                  {entry.unread > 0 && (
                    <Badge size="sm" color="red" tt="none">
                      {t('inbox.unread', { count: entry.unread })}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{formatDateTime(entry.changedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What waits on a person: proposals into repositories where they may accept, and their own proposals. */
export function InboxPage() {
  const inbox = useInbox();
  return (
    <Stack gap="md">
      <PageTitle>{t('inbox.title')}</PageTitle>
      {inbox.error ? (
        <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : inbox.data === undefined ? (
        <Spinner label={t('inbox.loading')} />
      ) : inbox.data === null ? (
        <Text size="sm">{t('inbox.unavailable')}</Text>
      ) : (
        <>
          <Stack gap="xs" component="section">
            <Title order={2} size="h4">
              {t('inbox.forReview')}
            </Title>
            <ProposalTable entries={inbox.data.forReview} label={t('inbox.forReview')} showAuthor />
          </Stack>
          <Stack gap="xs" component="section">
            <Title order={2} size="h4">
              {t('inbox.yourProposals')}
            </Title>
            <ProposalTable entries={inbox.data.mine} label={t('inbox.yourProposals')} showAuthor={false} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
