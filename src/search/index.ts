// Search: the index of titles, placements and relations, the installation's (on the console's server) or this
// browser's own, with Ctrl+K, the Search page and where-used.

export { searchRoutes } from './routes';
export { useIndexUnavailable } from './availability';
export { sessionIndexKeeper } from './sessionIndex';
export { useIndexSource, useInstallationIndex } from './installationQueries';
export { IndexedUsage, IndexHeader, QuickJumpDialog } from './onDemand';
export { similarTitles, type TitleHit, type TitleSearch } from './titleSearch';
export type { UsageScope } from './usageSources';
export { useIndexCoverage } from './useIndexProgress';
export {
  MODELS_NAMED,
  preferredTitle,
  usePlacements,
  useSymbolRelations,
  useSymbolRepositories,
  type PlacementRow,
  type SymbolRelations,
} from './useSymbolUsage';
export { useTitleSearch } from './useTitleSearch';
export { useSymbolHits, type SymbolHit } from './useSearchHits';
