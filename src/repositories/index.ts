// Repositories: the list the console opens on, their languages, and the trail back to them from every page.

export { repositoryRoutes } from './routes';
export { LanguageSelect } from './LanguageSelect';
export { RepositoryTrail } from './RepositoryTrail';
export { DRAFT_REPOSITORY, isDraftRepository } from '../../common/draftRepository';
export {
  knownLanguages,
  languagesQuery,
  useLanguages,
  useRepositories,
  useRepositoryName,
  type KnownLanguage,
} from './queries';
export { repositoryChoices, type RepositoryChoice } from './repositoryChoices';
