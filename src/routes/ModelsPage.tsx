import { Alert, Anchor, Badge, Button, Code, Group, Progress, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { Model } from '../api/types';
import { DataTable, type Column } from '../components/DataTable';
import { ErrorState } from '../components/ErrorState';
import { LanguageSelect } from '../components/LanguageSelect';
import { MODEL_LIST, useModelList } from '../features/useModelList';
import { useModelCsvExport } from '../features/useModelCsvExport';
import type { ShownTitle } from '../lib/titles';

type Row = { model: Model; title: ShownTitle | undefined };

export function TitleText({ title }: { title: ShownTitle | undefined }) {
  if (!title) return <Text c="dimmed">(no title)</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <span>{title.text}</span>
      {title.fallback && (
        <Tooltip label="No title in this language; showing the default language">
          <Badge size="xs" variant="outline" color="gray">untranslated</Badge>
        </Tooltip>
      )}
      {title.untranslated && <Badge size="xs" variant="outline" color="yellow">not yet translated</Badge>}
    </Group>
  );
}

/** The models of one repository (or of the draft repository, under /drafts). */
export function ModelsPage({ repositoryId: fixed, heading, modelLink }: { repositoryId?: string; heading?: string; modelLink?: (model: Model) => string }) {
  const params = useParams();
  const repositoryId = fixed ?? params.repositoryId!;
  const { list, languages, language, defaultLanguage, query, rows, total, pages } = useModelList(repositoryId);
  const exporter = useModelCsvExport(repositoryId, list.state, languages.data ?? [], language, defaultLanguage);
  const linkTo = modelLink ?? ((m: Model) => `/repositories/${repositoryId}/models/${m.uuid}`);
  if (languages.error) return <ErrorState error={languages.error} onRetry={() => void languages.refetch()} />;

  const columns: Column<Row>[] = [
    { key: 'title', title: 'Title', sort: 'title', render: (r) => <Anchor component={Link} to={linkTo(r.model)}><TitleText title={r.title} /></Anchor> },
    { key: 'modelType', title: 'Model type', sort: 'modelType', render: (r) => <Badge variant="light">{r.model.modelType}</Badge> },
    { key: 'uuid', title: 'UUID', sort: 'uuid', render: (r) => <Code>{r.model.uuid}</Code> },
  ];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Anchor component={Link} to="/repositories" size="sm">
            ← Repositories
          </Anchor>
          <Title order={2}>{heading ?? 'Models'}</Title>
        </div>
        <Group align="flex-end">
          <LanguageSelect languages={languages.data} value={language} onChange={(l) => list.setLanguage(l === defaultLanguage ? undefined : l)} />
          <TextInput
            label="Filter titles"
            description="* matches any text"
            placeholder="e.g. order or approve*order"
            value={list.filterInput}
            onChange={(e) => list.setFilterInput(e.currentTarget.value)}
            w={260}
          />
          {exporter.running ? (
            <Button variant="default" onClick={exporter.cancel}>
              Cancel export
            </Button>
          ) : (
            <Button variant="default" onClick={() => void exporter.start()} disabled={!languages.data || total === 0}>
              Export CSV
            </Button>
          )}
        </Group>
      </Group>
      {exporter.progress && (
        <Stack gap={4} aria-label="Export progress">
          <Progress value={exporter.progress.total ? (exporter.progress.loaded / exporter.progress.total) * 100 : 0} />
          <Text size="xs" c="dimmed">
            Exporting {exporter.progress.loaded} of {exporter.progress.total || '…'} models
          </Text>
        </Stack>
      )}
      {exporter.error && <Alert color="yellow">{exporter.error}</Alert>}
      <DataTable
        label="Models"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.model.uuid!}
        total={total}
        pages={pages}
        list={list}
        pageSizes={MODEL_LIST.pageSizes}
        isLoading={query.isLoading}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          list.state.filter ? (
            <Text>
              No model title matches “{list.state.filter}”. <Anchor onClick={() => list.setFilterInput('')}>Clear the filter</Anchor>
            </Text>
          ) : (
            <Text>This repository has no models.</Text>
          )
        }
      />
    </Stack>
  );
}
