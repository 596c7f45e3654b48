// The console's query layer, bundled for Node so that the client benchmark drives the real code.
export { ApiClient } from '../src/api/client';
export { listModels } from '../src/api/endpoints/models';
export { walkPages } from '../common/pagination';
