import { Text } from '@mantine/core';

/** A value the service left out (the schema makes it optional), said in place of it. */
export function Missing({ what }: { what: string }) {
  return (
    <Text span c="dimmed" fs="italic" size="sm">
      ({what})
    </Text>
  );
}
