// The names under which the console keeps things in a browser (localStorage, sessionStorage, IndexedDB): one
// place for the console, the browser tests and the benchmarks, which set or read them. Plain JavaScript, so that
// the benchmarks (run by Node.js as they are) import it as the console does.
export const STORAGE_KEYS = Object.freeze({
  /** The signed-in session: sessionStorage for a tab, localStorage when remembered on this device. */
  session: 'model-repository-console.session',
  /** `off` where this device builds no search index in the background. */
  backgroundIndex: 'model-repository-console.background-index',
  /** The share of each rate-limit window the index may spend. */
  indexShare: 'model-repository-console.index-share',
  /** Each search index is an IndexedDB database of this name followed by its identity. */
  indexDatabasePrefix: 'model-repository-console.index.',
  /** The indexes kept on this device after their tab closes. */
  keptIndexes: 'model-repository-console.kept-indexes',
  recentModels: 'model-repository-console.recent-models',
  /** How many days before its expiry a key is listed first on the keys page, to be rolled. */
  keyWarningDays: 'model-repository-console.key-warning-days',
  /** The interface language chosen on this device, and one a link chose for its tab. */
  interfaceLanguage: 'model-repository-console.interface-language',
  linkedLanguage: 'model-repository-console.linked-language',
  /** This browser's names of people, an IndexedDB database of this name followed by the service's address. */
  directoryDatabasePrefix: 'model-repository-console.directory@',
  /** The BroadcastChannels by which the tabs of one identity share its budget and tell each other of changes. */
  budgetChannelPrefix: 'model-repository-console.budget.',
  changesChannelPrefix: 'model-repository-console.changes.',
});
