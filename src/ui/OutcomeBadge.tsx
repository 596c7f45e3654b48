import { Badge, Tooltip } from '@mantine/core';
import { t } from '../i18n/translate';

/** The states one write of a batch passes through, each in a word and a colour. */
const OUTCOMES = {
  pending: { label: 'outcome.waiting', color: 'gray' },
  saving: { label: 'outcome.saving', color: 'gray' },
  revoking: { label: 'outcome.revoking', color: 'gray' },
  saved: { label: 'outcome.saved', color: 'teal' },
  revoked: { label: 'outcome.revoked', color: 'teal' },
  failed: { label: 'outcome.failed', color: 'red' },
  unknown: { label: 'outcome.unknown', color: 'orange' },
} as const;

export type OutcomeState = keyof typeof OUTCOMES;

/** How one write of a batch went, in a word; the reason, when there is one, on hover. Nothing before it starts. */
export function OutcomeBadge({ outcome }: { outcome: { state: OutcomeState; message?: string } | undefined }) {
  if (!outcome) return null;
  const { label, color } = OUTCOMES[outcome.state];
  const badge = (
    <Badge color={color} variant="light">
      {t(label)}
    </Badge>
  );
  return outcome.message ? (
    <Tooltip label={outcome.message} multiline w={280}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
