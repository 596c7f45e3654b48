import { Badge, Tooltip } from '@mantine/core';

/** How one write of a batch went, in a word; the reason, when there is one, on hover. */
export function OutcomeBadge({ label, color, message }: { label: string; color: string; message?: string }) {
  const badge = (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
  return message ? (
    <Tooltip label={message} multiline w={280}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
