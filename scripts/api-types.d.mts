// Types for what TypeScript imports from scripts/api-types.mjs.
interface GeneratedFiles {
  url: string;
  types: string;
  validators: string;
  validatorTypes: string;
}
export declare const GENERATED: { service: GeneratedFiles; consoleServer: GeneratedFiles };
export declare function renderApiTypes(document: unknown, url?: string): Promise<string>;
export declare function renderResponseValidators(document: unknown, url?: string): { code: string; types: string };
