import { Alert, Anchor, Badge, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { StaticTable, type StaticColumn } from '../../components/StaticTable';
import { useSearchHits, type ShownHit } from '../../searchIndex/useSearchHits';
import { IndexStatusPanel } from './IndexStatusPanel';
import { PageTitle } from '../../components/PageTitle';

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

const RESULT_COLUMNS: StaticColumn<ShownHit>[] = [
  {
    title: 'Title',
    render: (hit) => (
      <Anchor component={Link} to={hit.to}>
        {hit.title}
      </Anchor>
    ),
  },
  {
    title: 'Kind',
    render: (hit) => (
      <Badge variant="light" color={hit.kind === 'model' ? 'blue' : 'grape'}>
        {hit.kind}
      </Badge>
    ),
  },
  { title: 'Repository', render: (hit) => hit.repositoryName },
  { title: 'Matched in', render: (hit) => hit.languageName },
];

/** Every model and symbol title of the installation, from the search index, and the index's state. */
export function SearchPage() {
  const [text, setText] = useSearchText();
  const { hits, ready, coverage } = useSearchHits(text);
  return (
    <Stack>
      <PageTitle>Search</PageTitle>
      <TextInput
        label="Model and symbol titles, in every language of every repository"
        description="Ranked; every word must match the start of a word, and small typos are forgiven."
        placeholder="e.g. Reisekosten or ERP system"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maw={560}
      />
      {text.trim() !== '' && coverage && (
        <Alert color="violet" variant="light" title="The index is not complete">
          These answers come {coverage}.
        </Alert>
      )}
      {text.trim() !== '' && ready && hits.length === 0 && <Text>No title matches “{text}”.</Text>}
      {text.trim() !== '' && !ready && <Text c="dimmed">Opening the index…</Text>}
      {hits.length > 0 && (
        <StaticTable label="Search results" columns={RESULT_COLUMNS} rows={hits} rowKey={(hit) => hit.to} />
      )}
      <IndexStatusPanel />
    </Stack>
  );
}
