import { titlesOf, type ListedRows } from './listedRows.js';
import { buildInBackground, placeInBackground } from './titleSearch/build.js';
import { foldedTitles, type TitleIndex } from './titleSearch/titleIndex.js';

/** Title indexes kept (about 1 KB a model), for the repositories filtered most recently. */
const TITLE_INDEXES_KEPT = 4;

/** A title index built before some writes, with the models they listed since. */
interface OutdatedIndex {
  index: TitleIndex;
  added: Set<number>;
}

/**
 * One repository's title index across its versions (`models_version`): the index of the current version once
 * built, and until then the index of an earlier version with what changed since.
 */
export class RepositoryTitles {
  /** The titles indexed for search, once built for the current version. */
  index?: TitleIndex;
  /** The index of an earlier version and what changed since, which answers filters until a build ends. */
  private outdated?: OutdatedIndex;
  /** Whether a build of the index runs; the version whose build failed, not to be tried again. */
  building = false;
  failedVersion?: number;
  /** Orders whose positions are being found for the index. */
  placing?: Set<string>;

  /**
   * After a write, the repository's index answers for the titles it holds and the models listed since are
   * tested apart, until an index of the new version is built: finding a filter's matches so costs a read of
   * its suffixes, where SQLite's trigram index takes milliseconds at 100,000 models. A withdrawn model needs
   * nothing: matches are put in order through the order's positions, where it no longer stands. The outdated
   * index counts against those kept.
   */
  changed(modelId: number, listed: boolean): void {
    if (this.index) this.outdated = { index: this.index, added: new Set() };
    this.index = undefined;
    this.placing = undefined;
    if (!this.outdated) return;
    if (listed) this.outdated.added.add(modelId);
    else this.outdated.added.delete(modelId);
  }

  /**
   * How to find the models whose titles hold `term` (folded), withdrawn ones among them, from an index built
   * before writes; undefined while there is none.
   */
  matchesSince(term: string, rows: ListedRows): (() => Int32Array) | undefined {
    const outdated = this.outdated;
    if (!outdated) return undefined;
    return () => {
      const { from, to } = outdated.index.find(term);
      const since = [...outdated.added].filter((id) =>
        foldedTitles(titlesOf(rows.get(id))).some((title) => title.includes(term)),
      );
      const ids = new Int32Array(to - from + since.length);
      ids.set(outdated.index.modelIdsIn(from, to));
      ids.set(since, to - from);
      return ids;
    };
  }

  /** Takes a newly built index of the current version. */
  built(index: TitleIndex): void {
    this.index = index;
    this.outdated = undefined;
  }

  /** Forgets the indexes (and any placing under way), to be built again when needed. */
  forget(): void {
    this.index = undefined;
    this.outdated = undefined;
    this.placing = undefined;
  }
}

/** The title indexes of every repository: built and placed in the background, the most recently used kept. */
export class TitleIndexes {
  /** Repositories holding a title index, least recently filtered first. */
  private readonly indexed = new Set<RepositoryTitles>();
  private jobs: Promise<void> = Promise.resolve();

  constructor(private readonly minimumIndexed: number) {}

  /** Settles once the builds and placings started so far have ended. */
  built(): Promise<void> {
    return this.jobs;
  }

  /**
   * The repository's title index when built for its current version (`version()`). The first filter on titles
   * of a large repository starts a build in the background, and filters are answered through SQLite's trigram
   * index until it is done (or through the index of an earlier version and what changed since, see
   * `RepositoryTitles.changed`); a write makes the index be built again the same way. One build at a time runs
   * per repository: writes that come faster than builds end do not pile them up.
   */
  current(titles: RepositoryTitles, repositoryId: number, version: () => number, rows: ListedRows) {
    if (titles.index) {
      this.indexed.delete(titles);
      this.indexed.add(titles);
      return titles.index;
    }
    const started = version();
    if (titles.building || titles.failedVersion === started || rows.size < this.minimumIndexed) return undefined;
    titles.building = true;
    const ids = rows.ids();
    const build = buildInBackground(ids, rows.titles(ids)).then(
      (index) => {
        titles.building = false;
        // Written meanwhile: the next filter builds again.
        if (version() !== started) return;
        titles.built(index);
        this.indexed.add(titles);
        for (const kept of this.indexed) {
          if (this.indexed.size <= TITLE_INDEXES_KEPT) break;
          kept.forget();
          this.indexed.delete(kept);
        }
      },
      // This version is not built again: filters keep working without it.
      (error: Error) => {
        titles.building = false;
        titles.failedVersion = started;
        process.emitWarning(`the title index of repository ${repositoryId} could not be built: ${error.message}`);
      },
    );
    this.wait(build);
    return undefined;
  }

  /** Finds where the index's models stand in an order, in the background; pages are listed meanwhile. */
  place(titles: RepositoryTitles, index: TitleIndex, orderName: string, ids: Int32Array, version: () => number) {
    titles.placing ??= new Set();
    if (titles.placing.has(orderName)) return;
    titles.placing.add(orderName);
    const started = version();
    const placed = placeInBackground(index, ids).then(
      (positions) => {
        if (version() === started && titles.index === index) index.place(orderName, positions);
      },
      (error: Error) =>
        process.emitWarning(`the title index could not be placed in order ${orderName}: ${error.message}`),
    );
    this.wait(placed);
  }

  private wait(job: Promise<void>): void {
    this.jobs = Promise.all([this.jobs, job]).then(() => undefined);
  }
}
