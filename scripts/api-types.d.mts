// Types for what TypeScript imports from scripts/api-types.mjs.
export declare const API_TYPES_FILE: string;
export declare const VALIDATORS_FILE: string;
export declare const VALIDATOR_TYPES_FILE: string;
export declare function renderApiTypes(document: unknown): Promise<string>;
export declare function renderResponseValidators(document: unknown): { code: string; types: string };
