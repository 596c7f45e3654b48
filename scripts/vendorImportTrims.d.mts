import type { Plugin } from 'vite';
export function vendorImportTrims(): Plugin;
