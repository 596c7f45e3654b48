import { useDocumentTitle } from '../components/PageTitle';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSignIn } from '../features/useSignIn';
import { useSession } from '../session/SessionContext';

/** Only same-origin paths may be the place to go back to after signing in. */
const safeNext = (next: string | null) =>
  next && next.startsWith('/') && !next.startsWith('//') ? next : '/repositories';

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
  useDocumentTitle('Sign in');
  if (session) return <Navigate to={next} replace />;

  return (
    <Container component="main" size={460} py={60}>
      <Title order={1} ta="center">
        Model Repository Console
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        Sign in to a model repository service
      </Text>
      {ended && (
        <Alert color="yellow" title="Your session has ended" mt="lg" role="status">
          The service no longer accepts the {ended.kind === 'admin' ? 'administrator token' : 'API key'} you signed in
          with (it may have been revoked, deactivated or have expired). Sign in again to go back to the page you were
          on.
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
              label="Service URL"
              value={form.baseUrl}
              onChange={(e) => update({ baseUrl: e.currentTarget.value })}
              required
            />
            <SegmentedControl
              aria-label="Credential type"
              value={form.kind}
              onChange={(kind) => update({ kind: kind as typeof form.kind })}
              data={[
                { value: 'apiKey', label: 'Application API key' },
                { value: 'admin', label: 'Administrator token' },
              ]}
            />
            <PasswordInput
              label={form.kind === 'apiKey' ? 'API key' : 'Administrator token'}
              value={form.secret}
              onChange={(e) => update({ secret: e.currentTarget.value })}
              autoComplete="off"
              required
            />
            <Checkbox
              label="Remember on this device"
              description="Otherwise the credential is forgotten when this tab closes."
              checked={form.remember}
              onChange={(e) => update({ remember: e.currentTarget.checked })}
            />
            {error && (
              <Alert color="red" title="Could not sign in" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={testing}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
