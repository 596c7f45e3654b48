import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'bench/floor',
  base: './',
  plugins: [react()],
  build: { outDir: '../../dist-bench/floor', emptyOutDir: true },
});
