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
import { PersonName } from '../../components/PersonName';
import { PersonPicker } from '../../components/PersonPicker';
import { useDirectory } from '../../features/directory/DirectoryContext';
import { resolvePicked } from '../../features/directory/directory';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { StaticTable, type StaticColumn } from '../../components/StaticTable';
import { accessCsv, privilegeLabel, type AccessRow } from '../../features/access/accessOverview';
import { useAccessOverview, type AccessOverview } from '../../features/access/useAccessOverview';
import { accessorLabel, privilegeChoices, PRIVILEGES } from '../../features/accessors/pendingChanges';
import { toCsv } from '../../lib/csv';
import { download } from '../../lib/download';
import { shortUuid, UUID_EXAMPLE } from '../../lib/uuid';
import { counted } from '../../lib/counted';

const PRIVILEGE_CHOICES = [
  { group: 'Any', items: [{ value: 'any', label: 'Any privilege' }] },
  ...privilegeChoices((flag) => PRIVILEGES[flag].label),
];

function HeldFlags({ row }: { row: AccessRow }) {
  if (row.held.length === 0)
    return (
      <Text size="sm" c="dimmed">
        no privilege
      </Text>
    );
  return (
    <Group gap={4}>
      {row.held.map((flag) => (
        <Badge key={flag} variant="light" color="gray" title={flag}>
          {PRIVILEGES[flag].label}
        </Badge>
      ))}
    </Group>
  );
}

const columns: StaticColumn<AccessRow>[] = [
  {
    title: 'Repository',
    render: (row) => (
      <Anchor
        component={Link}
        to={`/repositories/${row.repository.uuid}/accessors${row.accessor.user ? `?q=${row.accessor.user}` : ''}`}
      >
        {row.repository.label}
      </Anchor>
    ),
  },
  {
    title: 'Accessor',
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
  { title: 'Privileges there', render: (row) => <HeldFlags row={row} /> },
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
    if (!uuid) return setError(`Choose a user from the directory, or paste a user's uuid (like ${UUID_EXAMPLE}).`);
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
          aria-label="Question"
          value={mode}
          onChange={(value) => setMode(value as 'user' | 'privilege')}
          data={[
            { value: 'user', label: "One user's access" },
            { value: 'privilege', label: 'Who holds a privilege' },
          ]}
          w="fit-content"
        />
        <Group align="flex-end">
          {mode === 'user' ? (
            <Box w={380}>
              <PersonPicker kind="user" label="User" value={user} onChange={setUser} error={error} />
            </Box>
          ) : (
            <Select
              label="Privilege"
              data={PRIVILEGE_CHOICES}
              value={privilege}
              onChange={setPrivilege}
              allowDeselect={false}
              w={380}
            />
          )}
          <Button type="submit" loading={overview.running}>
            Show access
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
      ? `user ${nameOf(question.user) ?? shortUuid(question.user)}`
      : `holders of ${privilegeLabel(question.privilege)}`);
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
      <PageTitle>Access overview</PageTitle>
      <Text size="sm" c="dimmed" maw={720}>
        Reads the accessors of every repository. For a user, each repository is asked for that user; for a privilege,
        every accessor is read, so it takes a request per page of accessors per repository, paced by the rate limit.
      </Text>
      <QuestionForm key={JSON.stringify(question)} overview={overview} />
      {progress && (
        <Stack gap={4} maw={480}>
          <Group justify="space-between">
            <Text size="sm">
              {progress.repositories === 0
                ? 'Listing repositories…'
                : `Read ${progress.done} of ${progress.repositories} repositories`}
            </Text>
            <Button size="xs" variant="default" onClick={overview.cancel}>
              Cancel
            </Button>
          </Group>
          <Progress
            value={progress.repositories ? (100 * progress.done) / progress.repositories : 0}
            aria-label="Repositories read"
          />
        </Stack>
      )}
      {overview.cancelled && <Alert color="gray">Cancelled; nothing is shown for an unfinished walk.</Alert>}
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
                ? `No repository has ${subject} as an accessor (${answer.repositories} read).`
                : `${counted(answer.rows.length, 'accessor')} in ${new Set(answer.rows.map((r) => r.repository.uuid)).size} of ${answer.repositories} repositories for ${subject}`}
            </Text>
            <Button variant="default" onClick={exportCsv} disabled={answer.rows.length === 0}>
              Export CSV
            </Button>
          </Group>
          {answer.unread.length > 0 && (
            <Alert color="orange" title="Some repositories could not be read; the answer leaves them out">
              {answer.unread.map(({ repository, reason }) => (
                <Text size="sm" key={repository.uuid}>
                  {repository.label}: {reason}
                </Text>
              ))}
            </Alert>
          )}
          {answer.rows.length > 0 && (
            <StaticTable
              label="Access"
              columns={columns}
              rows={answer.rows}
              rowKey={(row) => `${row.repository.uuid}/${row.accessor.uuid}`}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
