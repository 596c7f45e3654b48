import { Anchor, Badge, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { Spinner } from '../ui/Spinner';
import {
  IconExternalLink,
  IconFile,
  IconFileText,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeXls,
  IconFileTypeZip,
  IconPhoto,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { documentKind, type DocumentKind } from '../lib/documentKind';
import { t } from '../i18n/translate';

const KIND_ICONS: Record<DocumentKind, Icon> = {
  word: IconFileTypeDocx,
  spreadsheet: IconFileTypeXls,
  presentation: IconFileTypePpt,
  pdf: IconFileTypePdf,
  text: IconFileText,
  image: IconPhoto,
  archive: IconFileTypeZip,
  web: IconWorld,
  other: IconFile,
};
import { useResolvedDocuments, type DocumentReference } from './documentQueries';
import type { ResolvedDocument } from '../api/types';
import { ErrorState } from '../ui/ErrorState';
import { safeHref } from '../lib/sanitize';

function DocumentEntry({
  documentKey,
  document,
  pending,
}: {
  documentKey: string;
  document?: ResolvedDocument;
  pending: boolean;
}) {
  if (!document) {
    return (
      <Table.Tr>
        <Table.Td colSpan={3}>
          <Group gap="xs">
            <Badge color="gray" variant="outline">
              {t(pending ? 'documents.resolving' : 'documents.unresolved')}
            </Badge>
            <Text size="sm" translate="no">
              {documentKey}
            </Text>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }
  const href = safeHref(document.link);
  // The provider's iconURL is never fetched: it would tell the provider's host who reads what.
  const kind = documentKind(documentKey, document.link);
  const KindIcon = KIND_ICONS[kind];
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <KindIcon
            size={20}
            stroke={1.5}
            role="img"
            aria-label={t(`documentKind.${kind}`)}
            style={{ flexShrink: 0 }}
          />
          <Stack gap={0}>
            <Text size="sm" fw={500} translate="no">
              {document.title}
            </Text>
            <Text size="xs" c="dimmed" translate="no">
              {documentKey}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        {href ? (
          <Tooltip label={t('documents.opensOutside')}>
            <Anchor
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={t('documents.openLabel', { title: document.title ?? documentKey })}
            >
              {t('documents.open')} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
            </Anchor>
          </Tooltip>
        ) : (
          <Tooltip label={t('documents.notAllowedHint', { link: document.link })}>
            <Badge color="orange" variant="outline">
              {t('documents.notAllowed')}
            </Badge>
          </Tooltip>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="xs" translate="no">
          {(document.metadata ?? []).map((m) => `${m.name}: ${m.value}`).join(' · ')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The model's document references, grouped by provider and resolved in the chosen language. */
export function DocumentsTab({
  repositoryId,
  documents,
  language,
}: {
  repositoryId: string;
  documents: readonly DocumentReference[];
  language: string;
}) {
  const groups = useResolvedDocuments(repositoryId, documents, language);
  if (documents.length === 0) return <Text c="dimmed">{t('documents.none')}</Text>;
  return (
    <Stack>
      {groups.map((group) => (
        <Card withBorder key={group.sourceId}>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" translate="no">
              {group.sourceId}
            </Title>
            {group.isLoading && <Spinner size="xs" label={t('documents.resolvingLabel')} />}
          </Group>
          {group.error ? <ErrorState error={group.error} /> : null}
          <Table aria-label={t('documents.from', { source: group.sourceId })}>
            <Table.Tbody>
              {group.entries.map((entry) => (
                <DocumentEntry
                  key={entry.key}
                  documentKey={entry.key}
                  document={entry.document}
                  pending={group.isLoading}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ))}
    </Stack>
  );
}
