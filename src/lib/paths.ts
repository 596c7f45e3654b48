import { generatePath } from 'react-router';
import { writeModelView } from './urlState';

/**
 * Every page's address, in one place: the patterns the router matches (ROUTES), and the builders that links use,
 * which fill those patterns in (react-router's generatePath).
 * Links cross features both ways (the canvas links to a symbol's page, which shows canvases), so the addresses
 * sit below every feature rather than in one of them.
 */
export const ROUTES = {
  signIn: '/sign-in',
  signOut: '/sign-out',
  repositories: '/repositories',
  models: '/repositories/:repositoryId',
  model: '/repositories/:repositoryId/models/:modelId',
  accessors: '/repositories/:repositoryId/accessors',
  symbol: '/repositories/:repositoryId/symbols/:symbolId',
  search: '/search',
  directory: '/directory',
  drafts: '/drafts',
  draft: '/drafts/:modelId',
  edit: '/edits/:editId',
  inbox: '/inbox',
  access: '/access',
  apiKeys: '/api-keys',
  activity: '/activity',
  settings: '/settings',
} as const;

/** `path` with `query` after a `?`, where it holds anything. */
function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The sign-in page: as the administrator where `as` says so, and back to `next` once signed in. */
export function signInPath({ as, next }: { as?: 'admin'; next?: string } = {}): string {
  const query = new URLSearchParams();
  if (as) query.set('as', as);
  if (next) query.set('next', next);
  return withQuery(ROUTES.signIn, query);
}

/** A repository's page: its models. */
export const repositoryPath = (repositoryId: string) => generatePath(ROUTES.models, { repositoryId });

/** A repository's accessors, filtered to one user where `user` is given. */
export const accessorsPath = (repositoryId: string, user?: string | null) =>
  `${generatePath(ROUTES.accessors, { repositoryId })}${user ? `?q=${encodeURIComponent(user)}` : ''}`;

/** A model's page, on its canvas, with a vertex selected where one is given. */
export const modelPath = (repositoryId: string, modelId: string, vertex?: string) =>
  withQuery(generatePath(ROUTES.model, { repositoryId, modelId }), writeModelView({ tab: 'canvas', vertex }));

export const draftPath = (modelId: string) => generatePath(ROUTES.draft, { modelId });

/** An edit in progress, in the editor. */
export const editPath = (editId: string) => generatePath(ROUTES.edit, { editId });

export const symbolPath = (repositoryId: string, symbolId: string) =>
  generatePath(ROUTES.symbol, { repositoryId, symbolId });
