// Drafts: their list, their review (checks, comparison with the model they came from) and their acceptance,
// one at a time or in a batch.

export { draftRoutes } from './routes';
