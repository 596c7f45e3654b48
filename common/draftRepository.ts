/** The draft repository: by the alias the service gives it in paths, and by its name in the repository list (the console's and the server's rule alike). */
export const DRAFT_REPOSITORY = 'draft';
/**
 * The draft repository's fixed uuid (../shared/CONTRACT.md): the embedded service gives it, and the console's
 * server recognises the draft repository by it in paths and lists.
 */
export const DRAFT_REPOSITORY_UUID = '0d3a7f52-9c1e-4b6a-8f2d-5e7c9a1b3d40';
/** The draft repository's name in the repository list, where its uuid is not known in advance. */
const DRAFTS_NAME = 'Drafts';
export const isDraftRepository = (repository: { name?: string } | undefined) => repository?.name === DRAFTS_NAME;

/** Whether a repository id in a path names the draft repository: its alias in any letter case, or its fixed uuid. */
export const isDraftRepositoryId = (id: string) => {
  const key = id.toLowerCase();
  return key === DRAFT_REPOSITORY || key === DRAFT_REPOSITORY_UUID;
};
