import { Anchor, Group, Stack, Text } from '@mantine/core';
import { CodeBadge } from '../ui/CodeBadge';
import { UuidDetail } from '../ui/UuidDetail';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Model } from '../api/types';
import { DataTable, type Column } from '../list/DataTable';
import { ListFilter } from '../list/ListFilter';
import { Missing } from '../ui/Missing';
import { backToRepositories, PageError } from '../ui/PageError';
import { LanguageSelect } from '../repositories';
import { MODEL_LIST, useModelList } from './useModelList';
import { useModelPageReader } from './queries';
import { ExportButton, ExportStatus } from '../list/ExportButton';
import { useMayIn } from '../session';
import { modelListQuery } from './useModelList';
import { useCsvExport } from '../list/useCsvExport';
import { accessorsPath, modelPath, ROUTES } from '../lib/paths';
import type { ShownTitle } from '../ui/titles';
import type { Range, TitleMatch } from '../list/filterMatch';
import { Highlighted } from '../list/Highlighted';
import { PageTitle } from '../ui/PageTitle';
import { RepositoryTrail } from '../repositories';
import { useRepositoryName, type KnownLanguage } from '../repositories';
import { EmptyList } from '../list/EmptyList';
import { t, formatList, tRich } from '../i18n/translate';
import { Content } from '../ui/Content';

export type ModelRow = { model: Model; title: ShownTitle | undefined; match: TitleMatch | undefined };
type Row = ModelRow;

function TitleText({ title, marked }: { title: ShownTitle | undefined; marked?: readonly Range[] }) {
  if (!title) return <Text c="dimmed">{t('missing.noTitle')}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <span translate="no">{marked ? <Highlighted text={title.text} ranges={marked} /> : title.text}</span>
      {title.fallback && <CodeBadge domain="titleState" code="fallback" size="xs" variant="outline" color="gray" />}
      {title.untranslated && (
        <CodeBadge domain="titleState" code="untranslated" size="xs" variant="outline" color="yellow" />
      )}
    </Group>
  );
}

/** The models of one repository (or of the draft repository, under /drafts). */
export function ModelsPage({
  repositoryId: fixed,
  heading,
  modelLink,
  toolbar,
  extraColumns,
  selectColumn,
}: {
  repositoryId?: string;
  heading?: string;
  modelLink?: (model: Model) => string;
  toolbar?: ReactNode;
  /** Columns of the list's own (the drafts' size, languages and possible duplicates), after the type. */
  extraColumns?: (languages: readonly KnownLanguage[]) => Column<ModelRow>[];
  /** A first column for choosing rows (the drafts', for accepting several), given the rows shown. */
  selectColumn?: (rows: readonly ModelRow[]) => Column<ModelRow>;
}) {
  const params = useParams();
  const repositoryId = fixed ?? params.repositoryId!;
  const mayExport = useMayIn()(repositoryId).export;
  const models = useModelList(repositoryId);
  // The page is named after its repository (the draft repository's has a heading of its own).
  const repositoryName = useRepositoryName(repositoryId, heading === undefined);
  const { list, languages, language, defaultLanguage, total } = models;
  const readModels = useModelPageReader(repositoryId);
  const exportLanguages = languages.data ?? [];
  const exporter = useCsvExport({
    fileName: `models-${repositoryId}.csv`,
    header: ['uuid', 'modelType', ...exportLanguages.map((l) => `title (${l.name})`)],
    row: (model: Model) => [model.uuid, model.modelType, ...exportLanguages.map((l) => model.titles?.[l.uuid]?.title)],
    fetchPage: (startAt, maxResults, signal) =>
      readModels(modelListQuery(list.state, language, defaultLanguage, { startAt, maxResults }), signal),
  });
  const linkTo = modelLink ?? ((m: Model) => modelPath(repositoryId, m.uuid!));
  if (languages.error)
    return (
      <PageError
        error={languages.error}
        subject="repository"
        id={repositoryId}
        back={backToRepositories()}
        onRetry={() => void languages.refetch()}
      />
    );

  const columns: Column<Row>[] = [
    ...(selectColumn ? [selectColumn(models.rows)] : []),
    {
      key: 'title',
      title: t('models.title'),
      sort: 'title',
      // A model without a uuid (the schema allows it) cannot be opened.
      render: (r) => {
        const shown = <TitleText title={r.title} marked={r.match && !r.match.language ? r.match.ranges : undefined} />;
        return (
          <>
            {r.model.uuid ? (
              <Anchor component={Link} to={linkTo(r.model)}>
                {shown}
              </Anchor>
            ) : (
              shown
            )}
            {r.match?.language && (
              <Text size="xs" c="dimmed">
                {tRich('models.matchedIn', {
                  language: r.match.language,
                  match: () => (
                    <Content>
                      <Highlighted text={r.match!.text} ranges={r.match!.ranges} />
                    </Content>
                  ),
                })}
              </Text>
            )}
          </>
        );
      },
    },
    {
      key: 'modelType',
      title: t('models.modelType'),
      sort: 'modelType',
      render: (r) => r.model.modelType && <CodeBadge domain="modelType" code={r.model.modelType} />,
    },
    ...(extraColumns?.(languages.data ?? []) ?? []),
    {
      key: 'uuid',
      title: t('common.uuid'),
      sort: 'uuid',
      render: (r) =>
        r.model.uuid ? (
          <UuidDetail uuid={r.model.uuid} of={r.title?.text ?? t('models.this')} />
        ) : (
          <Missing what={t('missing.noUuid')} />
        ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        {heading ? (
          <div>
            <Anchor component={Link} to={ROUTES.repositories} size="sm">
              {t('models.back')}
            </Anchor>
            <PageTitle>{heading}</PageTitle>
          </div>
        ) : (
          <div>
            <RepositoryTrail repositoryId={repositoryId} name={repositoryName} />
            <PageTitle
              documentTitle={t('models.models')}
              within={repositoryName}
              translate={repositoryName ? 'no' : undefined}
            >
              {repositoryName ?? t('models.models')}
            </PageTitle>
            <Anchor component={Link} to={accessorsPath(repositoryId)} size="sm">
              {t('models.accessorsLink')}
            </Anchor>
          </div>
        )}
        <Group align="flex-end">
          <LanguageSelect
            languages={languages.data}
            value={language}
            onChange={(l) => list.setLanguage(l === defaultLanguage ? undefined : l)}
          />
          <ListFilter
            list={list}
            label={t('models.filter')}
            description={
              languages.data
                ? t('models.filterHintLanguages', {
                    languages: formatList(
                      languages.data.map((l) => l.name),
                      'unit',
                    ),
                  })
                : t('models.filterHint')
            }
            placeholder={t('models.filterPlaceholder')}
          />
          <ExportButton exporter={exporter} disabled={!mayExport || !languages.data || total === 0} />
          {!mayExport && (
            <Text size="xs" c="dimmed" maw={180}>
              {t('common.exportNeedsPrivilege')}
            </Text>
          )}
          {toolbar}
        </Group>
      </Group>
      <ExportStatus exporter={exporter} what="models" />
      <DataTable
        label={t('models.models')}
        columns={columns}
        source={models}
        rowKey={(r) => r.model.uuid}
        pageSizes={MODEL_LIST.pageSizes}
        empty={<EmptyList list={list} noMatch="models.noMatch" none="models.none" />}
      />
    </Stack>
  );
}
