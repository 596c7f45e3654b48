import { Anchor, Blockquote, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Proposal } from '../api/consoleServer/types';
import { actorWords } from '../activity';
import { formatDateTime, tRich } from '../i18n/translate';
import { modelPath } from '../lib/paths';
import { useRepositoryName } from '../repositories';

/** "Proposed change to <model> in <repository> by <person>", with their statement: a draft's provenance in words. */
export function ProposalLine({ proposal }: { proposal: Proposal }) {
  const repository = useRepositoryName(proposal.source.repositoryId) ?? proposal.source.repositoryId;
  return (
    <Stack gap={4} data-testid="proposal-line">
      <Text size="sm">
        {tRich('proposal.line', {
          model: (
            <Anchor
              component={Link}
              to={modelPath(proposal.source.repositoryId, proposal.source.modelId)}
              translate="no"
            >
              {proposal.source.title}
            </Anchor>
          ),
          repository,
          author: actorWords({ ...proposal.author }),
          when: formatDateTime(proposal.submittedAt),
        })}
      </Text>
      <Blockquote p="xs" color="blue">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {proposal.statement}
        </Text>
      </Blockquote>
    </Stack>
  );
}
