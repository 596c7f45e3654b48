import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { PersonName } from '../directory';
import { PersonPicker } from '../directory';
import { useDirectory } from '../directory';
import { resolvePicked } from '../directory';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../ui/PageTitle';
import { StaticTable, type StaticColumn } from '../list/StaticTable';
import { accessCsv, privilegeLabel, type AccessRow } from './accessOverview';
import { useAccessOverview, type AccessOverview } from './useAccessOverview';
import { accessorLabel, privilegeChoices, flagLabel } from '../accessors';
import { toCsv } from '../../common/csv';
import { download } from '../lib/download';
import { shortUuid, UUID_EXAMPLE } from '../lib/uuid';

import { t } from '../i18n/translate';
import { Content } from '../ui/Content';
import { accessorsPath } from '../lib/paths';

const privilegeChoicesWithAny = () => [
  { group: t('access.any'), items: [{ value: 'any', label: t('access.anyPrivilegeChoice') }] },
  ...privilegeChoices(flagLabel),
];

function HeldFlags({ row }: { row: AccessRow }) {
  if (row.held.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('access.noPrivilege')}
      </Text>
    );
  return (
    <Group gap={4}>
      {row.held.map((flag) => (
        <Badge key={flag} variant="light" color="gray" title={flag}>
          {flagLabel(flag)}
        </Badge>
      ))}
    </Group>
  );
}

const columns = (): StaticColumn<AccessRow>[] => [
  {
    title: t('access.repository'),
    render: (row) => (
      <Anchor component={Link} to={accessorsPath(row.repository.uuid, row.accessor.user)}>
        <Content>{row.repository.label}</Content>
      </Anchor>
    ),
  },
  {
    title: t('access.accessor'),
    render: (row) => {
      const group = row.accessor.groupEntity?.group;
      if (row.accessor.user) return <PersonName uuid={row.accessor.user} kind="user" />;
      return group ? (
        <PersonName uuid={group.uuid} kind="group" serviceName={group.name} />
      ) : (
        <Text size="sm">{accessorLabel(row.accessor)}</Text>
      );
    },
  },
  { title: t('access.privilegesThere'), render: (row) => <HeldFlags row={row} /> },
];

/** The question: a user (by name or uuid), or a privilege; what was typed stays in the box when it is refused. */
function QuestionForm({ overview }: { overview: AccessOverview }) {
  const directory = useDirectory();
  const asked = overview.question;
  const [mode, setMode] = useState<'user' | 'privilege'>(asked && 'privilege' in asked ? 'privilege' : 'user');
  const [user, setUser] = useState(asked && 'user' in asked ? asked.user : '');
  const [privilege, setPrivilege] = useState<string | null>(
    asked && 'privilege' in asked ? asked.privilege : 'manageUsers',
  );
  const [error, setError] = useState<string>();
  const submit = () => {
    if (mode === 'privilege') return privilege && overview.ask({ privilege });
    const uuid = resolvePicked(directory.entries, 'user', user);
    if (!uuid) return setError(t('accessor.chooseUser', { example: UUID_EXAMPLE }));
    setError(undefined);
    overview.ask({ user: uuid });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm" maw={720}>
        <SegmentedControl
          aria-label={t('access.question')}
          value={mode}
          onChange={(value) => setMode(value as 'user' | 'privilege')}
          data={[
            { value: 'user', label: t('access.oneUser') },
            { value: 'privilege', label: t('access.whoHolds') },
          ]}
          w="fit-content"
        />
        <Group align="flex-end">
          {mode === 'user' ? (
            <Box w={380}>
              <PersonPicker kind="user" label={t('accessor.user')} value={user} onChange={setUser} error={error} />
            </Box>
          ) : (
            <Select
              label={t('access.privilege')}
              data={privilegeChoicesWithAny()}
              value={privilege}
              onChange={setPrivilege}
              allowDeselect={false}
              w={380}
            />
          )}
          <Button type="submit" loading={overview.running}>
            {t('access.show')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * What one user may do across every repository, or who holds a privilege anywhere: built by asking every
 * repository's accessors through the query layer, with progress and Cancel, and exported as CSV.
 */
export function AccessOverviewPage() {
  const overview = useAccessOverview();
  const { question, progress, answer } = overview;
  const { nameOf } = useDirectory();
  const subject =
    question &&
    ('user' in question
      ? t('access.subjectUser', { name: nameOf(question.user) ?? shortUuid(question.user) })
      : t('access.subjectHolders', { privilege: privilegeLabel(question.privilege) }));
  const exportCsv = () => {
    if (!answer) return;
    const { header, cells } = accessCsv(answer.rows);
    download(
      `access-${question && 'user' in question ? question.user : question?.privilege}.csv`,
      toCsv(header, cells),
    );
  };
  return (
    <Stack>
      <PageTitle>{t('access.title')}</PageTitle>
      <Text size="sm" c="dimmed" maw={720}>
        {t('access.intro')}
      </Text>
      <QuestionForm key={JSON.stringify(question)} overview={overview} />
      {progress && (
        <Stack gap={4} maw={480}>
          <Group justify="space-between">
            <Text size="sm">
              {progress.repositories === 0
                ? t('access.listing')
                : t('access.progress', { done: progress.done, total: progress.repositories })}
            </Text>
            <Button size="xs" variant="default" onClick={overview.cancel}>
              {t('common.cancel')}
            </Button>
          </Group>
          <Progress
            value={progress.repositories ? (100 * progress.done) / progress.repositories : 0}
            aria-label={t('access.repositoriesRead')}
          />
        </Stack>
      )}
      {overview.cancelled && <Alert color="gray">{t('access.cancelled')}</Alert>}
      {overview.error && (
        <Alert color="red" role="alert">
          {overview.error}
        </Alert>
      )}
      {answer && (
        <Stack>
          <Group justify="space-between">
            <Text fw={500} aria-live="polite">
              {answer.rows.length === 0
                ? t('access.noneHave', { subject, read: answer.repositories })
                : t('access.found', {
                    count: answer.rows.length,
                    holding: new Set(answer.rows.map((r) => r.repository.uuid)).size,
                    read: answer.repositories,
                    subject,
                  })}
            </Text>
            <Button variant="default" onClick={exportCsv} disabled={answer.rows.length === 0}>
              {t('export.csv')}
            </Button>
          </Group>
          {answer.unread.length > 0 && (
            <Alert color="orange" title={t('access.unread')}>
              {answer.unread.map(({ repository, reason }) => (
                <Text size="sm" key={repository.uuid}>
                  {t('access.unreadEntry', { repository: repository.label, reason })}
                </Text>
              ))}
            </Alert>
          )}
          {answer.rows.length > 0 && (
            <StaticTable
              label={t('access.table')}
              columns={columns()}
              rows={answer.rows}
              rowKey={(row) => `${row.repository.uuid}/${row.accessor.uuid}`}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
