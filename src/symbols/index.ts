// A symbol's page: its titles, where it is placed and what it relates to.

export { symbolRoutes } from './routes';
