import { useIndexSource, useInstallationIndex } from './installationQueries';
import { lazyComponent } from '../ui/lazyComponent';
import { backgroundIndexing } from '../lib/indexingSetting';
import { relativeTime } from '../lib/time';
import { useNow } from '../lib/useNow';
import { t } from '../i18n/translate';
import { HeaderLine } from './HeaderLine';

// This browser's index (Dexie, the walk) loads only where it answers: not beside an installation index.
const BrowserIndexHeader = lazyComponent(
  () => import('./BrowserIndexHeader').then((m) => m.BrowserIndexHeader),
  null,
  'first',
);

/** The installation index's state, as its server tells it: how much of what this identity can list it holds, and how old. */
function InstallationIndexHeader() {
  const status = useInstallationIndex().data;
  const now = useNow(true, 30_000);
  if (!status) return null;
  const { coverage, walk } = status;
  const updated = walk?.lastCycleEndedAt ?? coverage.listedAt;
  const headline = t('index.installationHeadline', {
    read: coverage.modelsRead,
    known: coverage.models,
    ago: updated ? relativeTime(Date.parse(updated), now) : '—',
  });
  const color = walk?.error ? 'gray' : coverage.modelsRead < coverage.models ? 'violet' : 'teal';
  return <HeaderLine headline={headline} color={color} title={t('index.installationTitle')} />;
}

/**
 * The index's state in the header: the installation's, where the console's server keeps one (and this browser
 * builds none), else this browser's own, where the person has not turned it off.
 */
export function IndexHeader() {
  const source = useIndexSource();
  if (source === 'installation') return <InstallationIndexHeader />;
  if (source === 'browser' && backgroundIndexing()) return <BrowserIndexHeader />;
  return null;
}
