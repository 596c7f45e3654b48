import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useModels } from '../models';
import type { ReviewSubject } from '../checks';
import { literalFilter } from '../list/filterMatch';
import { titleIn } from '../ui/titles';
import { t } from '../i18n/translate';

/** Models worth comparing with, best first: the same title, then similar ones from the index. */
export function suggestions(subject: ReviewSubject | undefined): { uuid: string; label: string }[] {
  if (!subject) return [];
  const seen = new Set<string>();
  const list: { uuid: string; label: string }[] = [];
  const add = (uuid: string | undefined, label: string) => {
    if (!uuid || seen.has(uuid)) return;
    seen.add(uuid);
    list.push({ uuid, label });
  };
  const defaultLanguage = subject.target.languages.find((l) => l.defaultLanguage)?.uuid;
  for (const model of subject.titleMatches)
    add(
      model.uuid,
      t('picker.titleMatch', { title: titleIn(model.titles, defaultLanguage, defaultLanguage)?.text ?? model.uuid }),
    );
  if ('hits' in subject.similar)
    for (const hit of subject.similar.hits) add(hit.uuid, t('picker.similarTitle', { title: hit.title }));
  return list;
}

/** The model to compare with: suggestions first, then any model of the target found by its title. */
export function ComparedModelPicker({
  target,
  value,
  onChange,
  suggested,
}: {
  target: string;
  value: string | undefined;
  onChange: (uuid: string) => void;
  suggested: { uuid: string; label: string }[];
}) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 250);
  const found = useModels(target, {
    fields: 'titles',
    filter: literalFilter(typed),
    filterFields: 'titles',
    maxResults: 20,
    sortBy: 'titles.title',
  });
  const data = useMemo(() => {
    const seen = new Set(suggested.map((s) => s.uuid));
    const more = (found.data?.data ?? []).flatMap((model) =>
      model.uuid && !seen.has(model.uuid)
        ? [{ value: model.uuid, label: titleIn(model.titles, undefined, undefined)?.text ?? model.uuid }]
        : [],
    );
    const groups = [];
    if (suggested.length)
      groups.push({ group: t('picker.suggested'), items: suggested.map((s) => ({ value: s.uuid, label: s.label })) });
    if (more.length) groups.push({ group: t('picker.modelsOfTarget'), items: more });
    return groups;
  }, [suggested, found.data]);
  return (
    <Select
      label={t('picker.compareWith')}
      placeholder={t('picker.placeholder')}
      data={data}
      value={value ?? null}
      onChange={(uuid) => uuid && onChange(uuid)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t(found.isFetching ? 'picker.looking' : 'picker.nothing')}
      w={420}
      maw="100%"
    />
  );
}
