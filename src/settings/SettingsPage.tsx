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
import { BudgetFiguresText } from '../shell';
import { useState } from 'react';
import { forgetRecentModels, recentModels } from '../lib/recent';
import { useAdministrator, useMe, useSession } from '../session';
import { KEY_WARNING_CHOICES, keyWarningDays, setKeyWarningDays } from '../apiKeys';
import { PageTitle } from '../ui/PageTitle';
import { t, tRich } from '../i18n/translate';
import { InterfaceLanguageSelect } from '../ui/InterfaceLanguageSelect';
import { ROUTES } from '../lib/paths';
import { ReviewSettingsCard } from '../proposals';

export function SettingsPage() {
  const { session } = useSession();
  const me = useMe().data;
  const navigate = useNavigate();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [recent, setRecent] = useState(recentModels().length);
  const [indexing, setIndexing] = useState(backgroundIndexing);
  const [share, setShare] = useState(indexShareSetting);
  const administrator = useAdministrator();
  const [warningDays, setWarningDays] = useState(keyWarningDays);
  return (
    <Stack maw={640}>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Card withBorder>
        <Text fw={600}>{t('settings.connection')}</Text>
        <Text size="sm">
          {tRich('settings.service', { url: session?.baseUrl, code: (chunks) => <Code translate="no">{chunks}</Code> })}
        </Text>
        <Text size="sm">{t('settings.signedInWith', { kind: session?.credential.kind })}</Text>
        {me?.session && (
          <Text size="sm">
            {t('settings.sessionEnds', {
              idleUntil: new Date(me.session.idleUntil),
              expiresAt: new Date(me.session.expiresAt),
            })}
          </Text>
        )}
        <Text size="sm">{t('settings.kept', { remember: session?.remember ? 'yes' : 'no' })}</Text>
        <Group mt="sm">
          <Button variant="light" color="red" onClick={() => void navigate(ROUTES.signOut)}>
            {t('settings.signOut')}
          </Button>
        </Group>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          {t('settings.appearance')}
        </Text>
        <SegmentedControl
          aria-label={t('settings.colourScheme')}
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
          data={[
            { value: 'light', label: t('settings.light') },
            { value: 'dark', label: t('settings.dark') },
            { value: 'auto', label: t('settings.system') },
          ]}
        />
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          {t('settings.language')}
        </Text>
        <InterfaceLanguageSelect />
        <Text size="xs" c="dimmed" mt={4}>
          {t('settings.languageHint')}
        </Text>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          {t('settings.searchIndex')}
        </Text>
        <Switch
          label={t('settings.buildIndex')}
          description={t('settings.buildIndexHint')}
          checked={indexing}
          onChange={(event) => {
            setBackgroundIndexing(event.currentTarget.checked);
            setIndexing(event.currentTarget.checked);
          }}
        />
        <Text size="sm" mt="md" fw={500} id="index-share-label">
          {t('settings.share')}
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
            { value: 'off', label: t('settings.noShare') },
          ]}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {share === 'off' ? t('settings.shareOff') : t('settings.shareOn')} {t('settings.atOnce')}
        </Text>
        <Text size="sm" mt="xs">
          {t('settings.keptWhere', { remember: session?.remember ? 'yes' : 'no' })}{' '}
          <Anchor component={Link} to={ROUTES.search}>
            {t('settings.indexStatus')}
          </Anchor>
        </Text>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          {t('settings.rateLimit')}
        </Text>
        <BudgetFiguresText />
      </Card>
      {administrator && (
        <Card withBorder>
          <Text fw={600} mb="xs">
            {t('settings.keyWarning')}
          </Text>
          <SegmentedControl
            aria-label={t('settings.keyWarning')}
            value={String(warningDays)}
            onChange={(value) => {
              setKeyWarningDays(Number(value));
              setWarningDays(Number(value));
            }}
            data={KEY_WARNING_CHOICES.map((days) => ({
              value: String(days),
              label: t('settings.keyWarningDays', { days }),
            }))}
          />
          <Text size="sm" c="dimmed" mt="xs">
            {t('settings.keyWarningHint')}
          </Text>
        </Card>
      )}
      {administrator && <ReviewSettingsCard />}
      <Card withBorder>
        <Text fw={600}>{t('settings.recent')}</Text>
        <Text size="sm">{t('settings.recentKept', { count: recent })}</Text>
        <Group mt="sm">
          <Button
            variant="default"
            disabled={recent === 0}
            onClick={() => {
              forgetRecentModels();
              setRecent(0);
            }}
          >
            {t('settings.forget')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
