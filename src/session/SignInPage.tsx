import { useDocumentTitle } from '../ui/PageTitle';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCallback } from 'react';
import { usePeopleSignIn } from './usePeopleSignIn';
import { useSignIn } from './useSignIn';
import type { StoredSession } from './storage';
import { useSession } from './SessionContext';
import { t } from '../i18n/translate';
import { InterfaceLanguageSelect } from '../ui/InterfaceLanguageSelect';
import { ROUTES } from '../lib/paths';

/** Only same-origin paths may be the place to go back to after signing in. */
const safeNext = (next: string | null) =>
  next && next.startsWith('/') && !next.startsWith('//') ? next : ROUTES.repositories;

export function SignInPage() {
  const { session, ended, signIn } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const onSignedIn = useCallback(
    (signedIn: StoredSession) => {
      signIn(signedIn);
      void navigate(next, { replace: true });
    },
    [signIn, navigate, next],
  );
  const people = usePeopleSignIn(next, onSignedIn);
  const { form, update, submit, error, testing } = useSignIn(
    onSignedIn,
    params.get('as') === 'admin' ? 'admin' : ended?.kind === 'admin' ? 'admin' : 'apiKey',
    ended?.baseUrl,
  );
  const providerError = params.get('signInError');
  useDocumentTitle(t('signIn.title'));
  if (session) return <Navigate to={next} replace />;

  return (
    <Container component="main" size={460} py={60}>
      <Group justify="flex-end">
        <InterfaceLanguageSelect />
      </Group>
      <Title order={1} ta="center">
        {t('app.name')}
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        {t('signIn.tagline')}
      </Text>
      {ended && (
        <Alert color="yellow" title={t('signIn.ended')} mt="lg" role="status">
          {t('signIn.endedText', { kind: ended.kind })}
        </Alert>
      )}
      {people.provider && (
        <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
          <Stack>
            {!people.provider.answers && (
              <Alert color="yellow" title={t('signIn.providerDown', { name: people.provider.name })} role="status">
                {t('signIn.providerDownText', { keySignIn: String(people.keySignIn) })}
              </Alert>
            )}
            {providerError && (
              <Alert color="red" title={t('signIn.providerFailed')} role="alert">
                {t('signIn.providerError', { reason: providerError })}
              </Alert>
            )}
            <Button component="a" href={people.provider.href} size="md" loading={people.checking}>
              {t('signIn.withProvider', { name: people.provider.name })}
            </Button>
          </Stack>
        </Paper>
      )}
      {people.provider && people.keySignIn && <Divider mt="lg" label={t('signIn.orKey')} labelPosition="center" />}
      {people.keySignIn && (
        <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack>
              <TextInput
                label={t('signIn.serviceUrl')}
                value={form.baseUrl}
                onChange={(e) => update({ baseUrl: e.currentTarget.value })}
                required
              />
              <SegmentedControl
                aria-label={t('signIn.credentialType')}
                value={form.kind}
                onChange={(kind) => update({ kind: kind as typeof form.kind })}
                data={[
                  { value: 'apiKey', label: t('signIn.kindApiKey') },
                  { value: 'admin', label: t('signIn.kindAdmin') },
                ]}
              />
              <PasswordInput
                label={t(form.kind === 'apiKey' ? 'signIn.apiKey' : 'signIn.kindAdmin')}
                value={form.secret}
                onChange={(e) => update({ secret: e.currentTarget.value })}
                autoComplete="off"
                required
              />
              <Checkbox
                label={t('signIn.remember')}
                description={t('signIn.rememberHint')}
                checked={form.remember}
                onChange={(e) => update({ remember: e.currentTarget.checked })}
              />
              {error && (
                <Alert color="red" title={t('signIn.failed')} role="alert">
                  {error}
                </Alert>
              )}
              <Button type="submit" loading={testing}>
                {t('signIn.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Container>
  );
}
