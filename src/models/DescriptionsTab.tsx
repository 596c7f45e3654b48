import { Alert, Anchor, Card, Center, Group, List, Stack, Text, Typography } from '@mantine/core';
import { Spinner } from '../ui/Spinner';
import { CodeBadge } from '../ui/CodeBadge';
import { useMemo } from 'react';
import { useDescriptions } from './queries';
import type { Description, Language } from '../api/types';
import { ErrorState } from '../ui/ErrorState';
import { sanitizeHtml } from '../lib/sanitize';
import { t } from '../i18n/translate';

/**
 * One description's HTML in the chosen language (else the default's, marked); sanitized before it touches the
 * DOM. Images from other sites are not loaded; they are listed, to be opened in a tab of their own.
 */
function DescriptionCard({
  description,
  index,
  language,
  defaultLanguage,
}: {
  description: Description;
  index: number;
  language?: string;
  defaultLanguage?: string;
}) {
  const chosen = language ? description.content?.[language] : undefined;
  const shown = chosen ?? (defaultLanguage ? description.content?.[defaultLanguage] : undefined);
  const { html, otherSiteImages } = useMemo(
    () => (shown ? sanitizeHtml(shown.text) : { html: '', otherSiteImages: [] }),
    [shown],
  );
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('descriptions.heading', { number: index + 1 })}</Text>
        <Group gap="xs">
          {!chosen && shown && <CodeBadge domain="titleState" code="fallback" variant="outline" color="gray" />}
          {chosen?.translated === false && (
            <CodeBadge domain="titleState" code="untranslated" variant="outline" color="yellow" />
          )}
          <CodeBadge domain="descriptionType" code={description.descriptionType} color="gray" />
        </Group>
      </Group>
      {otherSiteImages.length > 0 && (
        <Alert color="gray" mb="xs" title={t('descriptions.imagesHidden')}>
          <Text size="sm" mb="xs">
            {t('descriptions.imagesWhy')}
          </Text>
          <List size="sm">
            {otherSiteImages.map((image) => (
              <List.Item key={image.url}>
                <Anchor href={image.url} target="_blank" rel="noopener noreferrer">
                  {t('descriptions.imageFrom', { alt: image.alt || t('descriptions.image'), host: image.host })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {shown ? (
        <Typography>
          <div data-testid="description-html" translate="no" dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
      ) : (
        <Text c="dimmed">{t('descriptions.noText')}</Text>
      )}
    </Card>
  );
}

export function DescriptionsTab(props: {
  repositoryId: string;
  modelId: string;
  languages: readonly Language[];
  language?: string;
  defaultLanguage?: string;
}) {
  const descriptions = useDescriptions(props.repositoryId, props.modelId);
  if (descriptions.error) return <ErrorState error={descriptions.error} onRetry={() => void descriptions.refetch()} />;
  if (!descriptions.data)
    return (
      <Center py="lg">
        <Spinner label={t('descriptions.loading')} />
      </Center>
    );
  if (descriptions.data.length === 0) return <Text c="dimmed">{t('descriptions.none')}</Text>;
  return (
    <Stack>
      {descriptions.data.map((description, index) => (
        <DescriptionCard
          key={description.descriptionType}
          description={description}
          index={index}
          language={props.language}
          defaultLanguage={props.defaultLanguage}
        />
      ))}
    </Stack>
  );
}
