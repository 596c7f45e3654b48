import { Anchor, Card, Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { CodeBadge } from '../ui/CodeBadge';
import { Link, useParams } from 'react-router';
import { useLanguages, useRepositoryName } from '../repositories';
import { useSymbol } from './queries';
import { appearanceOf } from '../canvas';
import { PageError } from '../ui/PageError';
import { defaultLanguageOf } from '../ui/titles';
import { repositoryPath, symbolPath } from '../lib/paths';
import { preferredTitle, usePlacements, useSymbolRelations, useSymbolRepositories, type UsageScope } from '../search';
import { useUsageScope } from './useUsageScope';
import { UuidDetail } from '../ui/UuidDetail';
import { useSymbolTab, type SymbolTab } from './useSymbolTab';
import { titleMap } from '../../common/indexedShapes';
import { PageTitle } from '../ui/PageTitle';
import { RepositoryTrail } from '../repositories';
import { Coverage, Relations, WhereUsed } from './SymbolUsage';
import { t, tRich } from '../i18n/translate';
import { InlineList } from '../ui/InlineList';
import { Content } from '../ui/Content';
import { TitlesByLanguage } from '../ui/TitlesByLanguage';

/** The overview's word on where the symbol is used, each count opening its tab. */
function UsageSummary({
  symbolId,
  scope,
  onOpen,
}: {
  symbolId: string;
  scope: UsageScope;
  onOpen: (tab: SymbolTab) => void;
}) {
  const placements = usePlacements(symbolId, scope);
  const relations = useSymbolRelations(symbolId, false, scope);
  if (!placements || !relations) return <Text c="dimmed">{t('symbol.openingIndex')}</Text>;
  const models = new Set(placements.map((p) => `${p.repositoryId}/${p.modelId}`)).size;
  const neighbours = new Set(relations.groups.map((group) => group.symbolId)).size;
  return (
    <Group gap="lg">
      <Anchor component="button" type="button" onClick={() => onOpen('placements')}>
        {t('symbol.placedTimes', { times: placements.length, models })}
      </Anchor>
      <Anchor component="button" type="button" onClick={() => onOpen('relations')}>
        {t('symbol.relatedTo', { count: neighbours })}
      </Anchor>
    </Group>
  );
}

/** "Also placed in A, B": the other repositories in which the index found this uuid placed, each linking to the symbol there. */
function AlsoPlacedIn({ repositoryId, symbolId }: { repositoryId: string; symbolId: string }) {
  const others = (useSymbolRepositories(symbolId) ?? []).filter(
    (repository) => repository.repositoryId !== repositoryId,
  );
  if (others.length === 0) return null;
  return (
    <Text size="sm">
      {tRich('symbol.alsoPlacedIn', {
        count: others.length,
        links: () => (
          <InlineList
            items={others.map((repository) => (
              <Anchor key={repository.repositoryId} component={Link} to={symbolPath(repository.repositoryId, symbolId)}>
                <Content>{repository.name}</Content>
              </Anchor>
            ))}
          />
        ),
      })}
    </Text>
  );
}

/** A symbol of a repository: its titles, where it is placed and what it is related to, here or in every repository. */
export function SymbolPage() {
  const { repositoryId, symbolId } = useParams() as { repositoryId: string; symbolId: string };
  const [scope, setAcross] = useUsageScope(repositoryId);
  const [tab, setTab] = useSymbolTab();
  const symbol = useSymbol(repositoryId, symbolId);
  const languages = useLanguages(repositoryId);
  const repositoryName = useRepositoryName(repositoryId);
  if (symbol.error)
    return (
      <PageError
        error={symbol.error}
        subject="symbol"
        id={symbolId}
        back={{ to: repositoryPath(repositoryId), label: t('symbol.backToModels') }}
        onRetry={() => void symbol.refetch()}
      />
    );
  const titles = titleMap(symbol.data?.titles);
  const look = appearanceOf(symbol.data?.objectType);
  const written = preferredTitle(titles, defaultLanguageOf(languages.data));
  const title = written ?? t(symbol.isLoading ? 'symbol.symbol' : 'symbol.untitled');
  return (
    <Stack>
      <div>
        <RepositoryTrail
          repositoryId={repositoryId}
          name={repositoryName}
          here={written ? <Content>{written}</Content> : title}
        />
        <Group gap="sm">
          <PageTitle within={repositoryName} translate={written ? 'no' : undefined}>
            {title}
          </PageTitle>
          {symbol.data?.objectType && (
            <CodeBadge domain="objectType" code={symbol.data.objectType} color={look.color} variant="dot" />
          )}
        </Group>
      </div>
      <SegmentedControl
        aria-label={t('symbol.scope')}
        value={scope.across ? 'all' : 'here'}
        onChange={(value) => setAcross(value === 'all')}
        data={[
          { value: 'all', label: t('symbol.everyRepository') },
          {
            value: 'here',
            label: repositoryName ? t('symbol.onlyIn', { repository: repositoryName }) : t('symbol.thisRepositoryOnly'),
          },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Tabs value={tab} onChange={(value) => setTab(value as SymbolTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('symbol.tabOverview')}</Tabs.Tab>
          <Tabs.Tab value="placements">{t('symbol.tabPlacements')}</Tabs.Tab>
          <Tabs.Tab value="relations">{t('symbol.tabRelations')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack>
            <Card withBorder>
              <TitlesByLanguage
                label={t('vertex.symbolTitles')}
                languages={languages.data ?? []}
                titles={symbol.data?.titles}
                nameWidth={160}
              />
              <Group gap="xs" mt="xs">
                <Text size="xs" c="dimmed">
                  {t('symbol.symbol')}
                </Text>
                <UuidDetail uuid={symbolId} of={t('vertex.theSymbol', { name: title })} />
              </Group>
            </Card>
            <AlsoPlacedIn repositoryId={repositoryId} symbolId={symbolId} />
            <Coverage />
            <UsageSummary symbolId={symbolId} scope={scope} onOpen={setTab} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="placements" pt="md">
          <Stack>
            <Coverage />
            <WhereUsed symbolId={symbolId} scope={scope} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="relations" pt="md">
          <Stack>
            <Coverage />
            <Relations symbolId={symbolId} scope={scope} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
