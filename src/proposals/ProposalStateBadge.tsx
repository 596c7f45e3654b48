import { Badge } from '@mantine/core';
import type { ProposalStateName } from '../api/consoleServer/types';
import type { MessageKey } from '../i18n/catalogues';
import { t } from '../i18n/translate';

const LOOK: Record<ProposalStateName, { color: string; words: MessageKey }> = {
  open: { color: 'blue', words: 'proposalState.open' },
  changesRequested: { color: 'orange', words: 'proposalState.changesRequested' },
  accepted: { color: 'teal', words: 'proposalState.accepted' },
  superseded: { color: 'gray', words: 'proposalState.superseded' },
  withdrawn: { color: 'gray', words: 'proposalState.withdrawn' },
};

/** A proposal's state in words: Open, Changes requested, Accepted, Superseded, Withdrawn. */
export function ProposalStateBadge({ state, size = 'md' }: { state: ProposalStateName; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={LOOK[state].color} variant="light" size={size} tt="none" data-testid="proposal-state">
      {t(LOOK[state].words)}
    </Badge>
  );
}
