import type { Plugin } from 'vite';
export function compileCatalogue(messages: Record<string, string>): Record<string, unknown>;
export function icuCatalogues(): Plugin;
