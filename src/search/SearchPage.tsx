import { useIndexSource } from './installationQueries';
import { Alert, Anchor, Badge, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { StaticTable, type StaticColumn } from '../list/StaticTable';
import { useSearchHits, type ShownHit } from './useSearchHits';
import { IndexStatusPanel } from './IndexStatusPanel';
import { PageTitle } from '../ui/PageTitle';
import { t } from '../i18n/translate';
import { Content } from '../ui/Content';

/** The search text lives in the URL (?q=), so that a search can be bookmarked and shared. */
function useSearchText() {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const setText = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
  return [text, setText] as const;
}

const resultColumns = (): StaticColumn<ShownHit>[] => [
  {
    title: t('models.title'),
    render: (hit) => (
      <Anchor component={Link} to={hit.to}>
        <Content>{hit.title}</Content>
      </Anchor>
    ),
  },
  {
    title: t('search.kind'),
    render: (hit) => (
      <Badge variant="light" color={hit.kind === 'model' ? 'blue' : 'grape'}>
        {t(hit.kind === 'model' ? 'search.kindModel' : 'search.kindSymbol')}
      </Badge>
    ),
  },
  { title: t('search.repository'), render: (hit) => <Content>{hit.repositoryName}</Content> },
  { title: t('search.matchedIn'), render: (hit) => <Content>{hit.languageName}</Content> },
];

/** Every model and symbol title of the installation, from the search index, and the index's state. */
export function SearchPage() {
  const [text, setText] = useSearchText();
  const { hits, ready, coverage } = useSearchHits(text);
  const source = useIndexSource();
  return (
    <Stack>
      <PageTitle>{t('search.title')}</PageTitle>
      <TextInput
        label={t('search.label')}
        // The installation's index finds words anywhere in a title; this browser's ranks word starts and forgives typos.
        description={t(source === 'installation' ? 'search.installationHint' : 'search.hint')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maw={560}
      />
      {text.trim() !== '' && coverage && (
        <Alert color="violet" variant="light" title={t('search.incomplete')}>
          {t('search.incompleteText', { coverage })}
        </Alert>
      )}
      {text.trim() !== '' && ready && hits.length === 0 && <Text>{t('search.noMatch', { text })}</Text>}
      {text.trim() !== '' && !ready && <Text c="dimmed">{t('search.opening')}</Text>}
      {hits.length > 0 && (
        <StaticTable label={t('search.results')} columns={resultColumns()} rows={hits} rowKey={(hit) => hit.to} />
      )}
      <IndexStatusPanel />
    </Stack>
  );
}
