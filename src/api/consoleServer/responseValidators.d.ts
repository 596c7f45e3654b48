// Generated from GET /console-api/v1/openapi.json by `npm run api:types`; do not edit.

import type { ResponseValidator } from '../responseValidator';

export declare const getIndexStatus: ResponseValidator;
export declare const searchTitles: ResponseValidator;
export declare const listSimilarTitles: ResponseValidator;
export declare const listPlacements: ResponseValidator;
export declare const listRelations: ResponseValidator;
export declare const getDirectory: ResponseValidator;
export declare const importDirectory: ResponseValidator;
export declare const listAuditEvents: ResponseValidator;
export declare const listAuditActors: ResponseValidator;
export declare const verifyAuditLog: ResponseValidator;
export declare const rollApiKey: ResponseValidator;
export declare const listKeyRevocations: ResponseValidator;
export declare const moveKeyRevocation: ResponseValidator;
export declare const cancelKeyRevocation: ResponseValidator;
export declare const getMe: ResponseValidator;
export declare const getSignInOptions: ResponseValidator;
export declare const endSession: ResponseValidator;
export declare const listEdits: ResponseValidator;
export declare const beginEdit: ResponseValidator;
export declare const getEdit: ResponseValidator;
export declare const appendEditSteps: ResponseValidator;
export declare const holdEdit: ResponseValidator;
export declare const submitEdit: ResponseValidator;
export declare const listProposals: ResponseValidator;
export declare const getProposal: ResponseValidator;
export declare const getConversation: ResponseValidator;
export declare const commentOnProposal: ResponseValidator;
export declare const changeProposalComment: ResponseValidator;
export declare const requestProposalChanges: ResponseValidator;
export declare const withdrawProposal: ResponseValidator;
export declare const reviseProposal: ResponseValidator;
export declare const getReviewSettings: ResponseValidator;
export declare const putReviewSettings: ResponseValidator;
