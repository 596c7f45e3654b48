import { useDocumentTitle } from '../ui/PageTitle';
import {
  Alert,
  Button,
  Checkbox,
  Container,
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
import { useSignIn } from './useSignIn';
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
  const { form, update, submit, error, testing } = useSignIn(
    (signedIn) => {
      signIn(signedIn);
      void navigate(next, { replace: true });
    },
    params.get('as') === 'admin' ? 'admin' : (ended?.kind ?? 'apiKey'),
    ended?.baseUrl,
  );
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
    </Container>
  );
}
