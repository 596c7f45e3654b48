import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../components/PageTitle';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <Stack>
      <PageTitle>Page not found</PageTitle>
      <Text>Nothing lives at {location.pathname}.</Text>
      <Anchor component={Link} to="/repositories">
        Go to the repositories
      </Anchor>
    </Stack>
  );
}
