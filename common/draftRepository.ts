/** The draft repository: by the alias the service gives it in paths, and by its name in the repository list (the console's and the server's rule alike). */
export const DRAFT_REPOSITORY = 'draft';
/** The draft repository's name in the repository list, where its uuid is not known in advance. */
const DRAFTS_NAME = 'Drafts';
export const isDraftRepository = (repository: { name?: string } | undefined) => repository?.name === DRAFTS_NAME;
