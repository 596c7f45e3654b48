import type { Plugin } from 'vite';
export function compileCatalogue(messages: Record<string, string>): Record<string, unknown>;
export function staticModules(...entries: string[]): Map<string, string>;
export function keysNamedIn(texts: Iterable<string>, keys: string[]): Set<string>;
export function icuCatalogues(): Plugin;
