import { writeModelView } from './urlState';

/**
 * Every page's address, in one place: the patterns the router matches (ROUTES) and the builders that links use.
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
  access: '/access',
  apiKeys: '/api-keys',
  settings: '/settings',
} as const;

/** The sign-in page: as the administrator where `as` says so, and back to `next` once signed in. */
export function signInPath({ as, next }: { as?: 'admin'; next?: string } = {}): string {
  const query = new URLSearchParams();
  if (as) query.set('as', as);
  if (next) query.set('next', next);
  const text = query.toString();
  return `${ROUTES.signIn}${text ? `?${text}` : ''}`;
}

/** A repository's page: its models. */
export const repositoryPath = (repositoryId: string) => `/repositories/${repositoryId}`;

/** A repository's accessors, filtered to one user where `user` is given. */
export const accessorsPath = (repositoryId: string, user?: string | null) =>
  `/repositories/${repositoryId}/accessors${user ? `?q=${encodeURIComponent(user)}` : ''}`;

/** A model's page, on its canvas, with a vertex selected where one is given. */
export function modelPath(repositoryId: string, modelId: string, vertex?: string): string {
  const query = writeModelView({ tab: 'canvas', vertex }).toString();
  return `/repositories/${repositoryId}/models/${modelId}${query ? `?${query}` : ''}`;
}

export const draftPath = (draftId: string) => `/drafts/${draftId}`;

export const symbolPath = (repositoryId: string, symbolId: string) =>
  `/repositories/${repositoryId}/symbols/${symbolId}`;
