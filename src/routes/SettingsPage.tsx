import {
  Anchor,
  Button,
  Card,
  Code,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import {
  backgroundIndexing,
  indexShareSetting,
  setBackgroundIndexing,
  setIndexShareSetting,
  type IndexShareSetting,
} from '../lib/indexingSetting';
import { BudgetFiguresText } from './RateLimitIndicator';
import { useState } from 'react';
import { forgetRecentModels, recentModels } from '../lib/recent';
import { useSession } from '../session/SessionContext';
import { PageTitle } from '../components/PageTitle';

export function SettingsPage() {
  const { session } = useSession();
  const navigate = useNavigate();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [recent, setRecent] = useState(recentModels().length);
  const [indexing, setIndexing] = useState(backgroundIndexing);
  const [share, setShare] = useState(indexShareSetting);
  return (
    <Stack maw={640}>
      <PageTitle>Settings</PageTitle>
      <Card withBorder>
        <Text fw={600}>Connection</Text>
        <Text size="sm">
          Service: <Code>{session?.baseUrl}</Code>
        </Text>
        <Text size="sm">
          Signed in with: {session?.credential.kind === 'admin' ? 'the administrator token' : 'an application API key'}
        </Text>
        <Text size="sm">Kept: {session?.remember ? 'on this device until you sign out' : 'until this tab closes'}</Text>
        <Group mt="sm">
          <Button variant="light" color="red" onClick={() => void navigate('/sign-out')}>
            Sign out and forget the credential
          </Button>
        </Group>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          Appearance
        </Text>
        <SegmentedControl
          aria-label="Colour scheme"
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
          data={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
            { value: 'auto', label: 'System' },
          ]}
        />
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          Search index
        </Text>
        <Switch
          label="Build the search index in the background on this device"
          description="It reads every repository, model and canvas within the service's rate limit. Takes effect on the next sign-in or reload."
          checked={indexing}
          onChange={(event) => {
            setBackgroundIndexing(event.currentTarget.checked);
            setIndexing(event.currentTarget.checked);
          }}
        />
        <Text size="sm" mt="md" fw={500} id="index-share-label">
          The most of each rate-limit window the index may use
        </Text>
        <SegmentedControl
          aria-labelledby="index-share-label"
          value={share}
          onChange={(value) => {
            setIndexShareSetting(value as IndexShareSetting);
            setShare(value as IndexShareSetting);
          }}
          data={[
            { value: '0.1', label: '10%' },
            { value: '0.25', label: '25%' },
            { value: '0.5', label: '50%' },
            { value: 'off', label: 'No share' },
          ]}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {share === 'off'
            ? 'The index may use all but a fifth of each window, which stays yours.'
            : 'Other clients of this key (integrations, scripts, colleagues) share its rate limit: the index leaves them the rest, and waits for the next window while they use this one.'}{' '}
          Takes effect at once.
        </Text>
        <Text size="sm" mt="xs">
          Kept {session?.remember ? 'on this device' : 'until you sign out'}.{' '}
          <Anchor component={Link} to="/search">
            Index status
          </Anchor>
        </Text>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          The service's rate limit
        </Text>
        <BudgetFiguresText />
      </Card>
      <Card withBorder>
        <Text fw={600}>Recently opened models</Text>
        <Text size="sm">{recent} kept on this device for Ctrl+K.</Text>
        <Group mt="sm">
          <Button
            variant="default"
            disabled={recent === 0}
            onClick={() => {
              forgetRecentModels();
              setRecent(0);
            }}
          >
            Forget them
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
