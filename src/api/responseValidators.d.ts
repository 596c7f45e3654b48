// Generated from GET /api/v1/openapi.json by `npm run api:types`; do not edit.

import type { ResponseValidator } from './responseValidator';

export declare const listRepositories: ResponseValidator;
export declare const listLanguages: ResponseValidator;
export declare const listModels: ResponseValidator;
export declare const createDraftModel: ResponseValidator;
export declare const getModel: ResponseValidator;
export declare const getCanvas: ResponseValidator;
export declare const listDescriptions: ResponseValidator;
export declare const acceptDraft: ResponseValidator;
export declare const getSymbol: ResponseValidator;
export declare const listDocumentSources: ResponseValidator;
export declare const resolveDocuments: ResponseValidator;
export declare const listAccessors: ResponseValidator;
export declare const createAccessor: ResponseValidator;
export declare const getAccessor: ResponseValidator;
export declare const updateAccessor: ResponseValidator;
export declare const listApiKeys: ResponseValidator;
export declare const createApiKey: ResponseValidator;
export declare const getApiKey: ResponseValidator;
