import { Anchor, Center, Grid, Group, Stack, Tabs } from '@mantine/core';
import { Spinner } from '../ui/Spinner';
import { CodeBadge } from '../ui/CodeBadge';
import { UuidDetail } from '../ui/UuidDetail';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CanvasView } from '../canvas';
import { PageError } from '../ui/PageError';
import { LanguageSelect } from '../repositories';
import { useModelView, type ModelView } from './useModelView';
import type { ModelTab } from '../lib/urlState';
import { DescriptionsTab } from './DescriptionsTab';
import { DocumentsTab } from './DocumentsTab';
import { Boundary } from '../ui/Boundary';
import { PageTitle } from '../ui/PageTitle';
import { RepositoryTrail } from '../repositories';
import { useRepositoryName } from '../repositories';
import { t } from '../i18n/translate';
import { Content } from '../ui/Content';
import { TitlesByLanguage } from '../ui/TitlesByLanguage';
import { repositoryPath } from '../lib/paths';
import { TargetHistory } from '../activity';
import { EditAsDraftButton, UnsubmittedNotice } from '../editor';

/** A tab a page adds before the model's own (a draft's checks and comparison). */
export interface ExtraTab {
  value: ModelTab;
  label: ReactNode;
  panel: ReactNode;
}

/** A model (or a draft): its titles, and its canvas, descriptions and documents in tabs. */
export function ModelPage({
  repositoryId: fixed,
  back,
  actions,
  above,
  extraTabs,
  canvasExtras,
  subject = 'model',
}: {
  repositoryId?: string;
  back?: { to: string; label: string };
  actions?: (view: ModelView) => ReactNode;
  /** Shown between the model's heading and its tabs. */
  above?: (view: ModelView) => ReactNode;
  extraTabs?: (view: ModelView) => ExtraTab[];
  /** A proposal's review: counts of open comments on the vertices, and its conversation beside the canvas. */
  canvasExtras?: { comments?: ReadonlyMap<string, number>; aside?: ReactNode };
  subject?: 'model' | 'draft';
}) {
  const params = useParams();
  const repositoryId = fixed ?? params.repositoryId!;
  const modelId = params.modelId!;
  const view = useModelView(repositoryId, modelId);
  // A page with its own way back (a draft's) is not shown under its repository.
  const repositoryName = useRepositoryName(repositoryId, back === undefined);

  const way = back ?? { to: repositoryPath(repositoryId), label: t('model.backToModels') };
  if (view.model.error)
    return (
      <PageError
        error={view.model.error}
        subject={subject}
        id={modelId}
        back={way}
        onRetry={() => void view.model.refetch()}
      />
    );
  if (!view.model.data || !view.languages.data) {
    return (
      <Center py="xl">
        <Spinner label={t('model.loading')} />
      </Center>
    );
  }
  const added = extraTabs?.(view) ?? [];
  // What the canvas and the descriptions both show: the model, in the chosen language of its repository's.
  const shown = {
    repositoryId,
    modelId,
    languages: view.languages.data,
    language: view.language,
    defaultLanguage: view.defaultLanguage,
  };
  // A tab this page does not have (a review tab in a model's URL) shows the canvas.
  const tab = ['canvas', 'descriptions', 'documents', ...added.map((extra) => extra.value)].includes(view.view.tab)
    ? view.view.tab
    : 'canvas';
  const canvas = (
    <Boundary part="canvas">
      <CanvasView
        {...shown}
        selectedVertex={view.view.vertex}
        onSelectVertex={view.selectVertex}
        comments={canvasExtras?.comments}
      />
    </Boundary>
  );
  return (
    <Stack gap="sm">
      {back ? (
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
      ) : (
        <RepositoryTrail
          repositoryId={repositoryId}
          name={repositoryName}
          here={view.title ? <Content>{view.title}</Content> : t('missing.noTitle')}
        />
      )}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <PageTitle within={back ? undefined : repositoryName} translate={view.title ? 'no' : undefined}>
            {view.title ?? t('missing.noTitle')}
          </PageTitle>
          <Group gap="xs">
            <CodeBadge domain="modelType" code={view.model.data.modelType} />
            <UuidDetail uuid={view.modelId} of={t('models.this')} />
          </Group>
          <TargetHistory target={view.modelId} />
          <TitlesByLanguage
            label={t('model.titles')}
            languages={view.languages.data ?? []}
            titles={view.model.data?.titles}
            flagUntranslated
            withRowBorders={false}
            w="auto"
          />
        </Stack>
        <Group align="flex-end">
          <EditAsDraftButton repositoryId={repositoryId} modelId={modelId} />
          {actions?.(view)}
          <LanguageSelect languages={view.languages.data} value={view.language} onChange={view.setLanguage} />
        </Group>
      </Group>
      <UnsubmittedNotice repositoryId={repositoryId} modelId={modelId} />
      {above?.(view)}
      <Tabs value={tab} onChange={(next) => next && view.setTab(next as ModelTab)} keepMounted={false}>
        <Tabs.List>
          {added.map((extra) => (
            <Tabs.Tab key={extra.value} value={extra.value}>
              {extra.label}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="canvas">{t('model.tabCanvas')}</Tabs.Tab>
          <Tabs.Tab value="descriptions">{t('model.tabDescriptions')}</Tabs.Tab>
          <Tabs.Tab value="documents">
            {t('model.tabDocuments', { count: view.model.data.documents?.length ?? 0 })}
          </Tabs.Tab>
        </Tabs.List>
        {added.map((extra) => (
          <Tabs.Panel key={extra.value} value={extra.value} pt="sm">
            {extra.panel}
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="canvas" pt="sm">
          {canvasExtras?.aside ? (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 8 }}>{canvas}</Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>{canvasExtras.aside}</Grid.Col>
            </Grid>
          ) : (
            canvas
          )}
        </Tabs.Panel>
        <Tabs.Panel value="descriptions" pt="sm">
          <Boundary part="descriptions">
            <DescriptionsTab {...shown} />
          </Boundary>
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="sm">
          <Boundary part="documents">
            <DocumentsTab
              repositoryId={repositoryId}
              documents={view.model.data.documents ?? []}
              language={view.language ?? view.defaultLanguage ?? ''}
            />
          </Boundary>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
