import { defineConfig } from 'vite';

export default defineConfig({
  root: 'bench/search',
  base: './',
  build: { outDir: '../../dist-bench/search', emptyOutDir: true },
});
