// The access overview: who may do what, across every repository the credential can list, in one table.

export { accessRoutes } from './routes';
