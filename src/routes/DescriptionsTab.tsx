import { Alert, Badge, Button, Card, Center, Code, Group, Loader, Stack, Text, Typography } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useDescriptions } from '../api/queries/models';
import type { Description, Language } from '../api/types';
import { ErrorState } from '../components/ErrorState';
import { sanitizeHtml } from '../lib/sanitize';

/**
 * One description's HTML in the chosen language (else the default's, marked); sanitized before it touches the
 * DOM. Images from other sites wait until the user allows their host, for this visit of the page.
 */
function DescriptionCard({ description, index, language, defaultLanguage }: { description: Description; index: number; language?: string; defaultLanguage?: string }) {
  const chosen = language ? description.content?.[language] : undefined;
  const shown = chosen ?? (defaultLanguage ? description.content?.[defaultLanguage] : undefined);
  const [imagesFrom, setImagesFrom] = useState<ReadonlySet<string>>(new Set());
  const { html, blockedHosts } = useMemo(() => (shown ? sanitizeHtml(shown.text, imagesFrom) : { html: '', blockedHosts: [] }), [shown, imagesFrom]);
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Description {index + 1}</Text>
        <Group gap="xs">
          {!chosen && shown && <Badge variant="outline" color="gray">untranslated: default language shown</Badge>}
          {chosen?.translated === false && <Badge variant="outline" color="yellow">not yet translated</Badge>}
          <Code fz="xs" title="descriptionType">{description.descriptionType}</Code>
        </Group>
      </Group>
      {blockedHosts.length > 0 && (
        <Alert color="gray" mb="xs" title="Images from other sites are not shown">
          <Text size="sm" mb="xs">Loading them would tell those sites that you read this description.</Text>
          <Group gap="xs">
            {blockedHosts.map((host) => (
              <Button key={host} size="xs" variant="default" onClick={() => setImagesFrom((hosts) => new Set([...hosts, host]))}>
                Show images from {host}
              </Button>
            ))}
          </Group>
        </Alert>
      )}
      {shown ? (
        <Typography>
          <div data-testid="description-html" dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
      ) : (
        <Text c="dimmed">No text in this language.</Text>
      )}
    </Card>
  );
}

export function DescriptionsTab(props: { repositoryId: string; modelId: string; languages: readonly Language[]; language?: string; defaultLanguage?: string }) {
  const descriptions = useDescriptions(props.repositoryId, props.modelId);
  if (descriptions.error) return <ErrorState error={descriptions.error} onRetry={() => void descriptions.refetch()} />;
  if (!descriptions.data) return <Center py="lg"><Loader aria-label="Loading descriptions" /></Center>;
  if (descriptions.data.length === 0) return <Text c="dimmed">This model has no descriptions.</Text>;
  return (
    <Stack>
      {descriptions.data.map((description, index) => (
        <DescriptionCard key={description.descriptionType} description={description} index={index} language={props.language} defaultLanguage={props.defaultLanguage} />
      ))}
    </Stack>
  );
}
