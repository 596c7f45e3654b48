import { defineConfig } from 'vite';

export default defineConfig({
  root: 'bench/review',
  base: './',
  build: { outDir: '../../dist-bench/review', emptyOutDir: true },
});
