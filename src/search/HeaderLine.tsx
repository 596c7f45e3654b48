import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../lib/paths';

/** The header's line on the index, linking to Search: a dot in the state's colour and the state in words. */
export function HeaderLine({ headline, color, title }: { headline: string; color: string; title: string }) {
  return (
    <Anchor component={Link} to={ROUTES.search} title={title} underline="hover" c="inherit">
      <Group gap={6} wrap="nowrap">
        <Box w={8} h={8} bg={`${color}.6`} style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />
        <Text span size="xs" maw={{ base: 200, lg: 380 }} truncate="end" title={headline}>
          {headline}
        </Text>
      </Group>
    </Anchor>
  );
}
