import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <Stack>
      <Title order={2}>Page not found</Title>
      <Text>Nothing lives at {location.pathname}.</Text>
      <Anchor component={Link} to="/repositories">
        Go to the repositories
      </Anchor>
    </Stack>
  );
}
