import react from '@vitejs/plugin-react';
import {defineConfig} from 'vite';

// The template's config, plus what the recipe check needs: REACT=18 builds the same app with React 18 (installed in
// react18/); NODE_ENV=development makes a development build (strict mode's second mount), unminified so errors
// carry the package's own names; OUT_DIR names the folder.
const react18 = process.env.REACT === '18';
const development = process.env.NODE_ENV === 'development';
const r18 = (name: string) => new URL(`./react18/node_modules/${name}`, import.meta.url).pathname;

export default defineConfig({
  plugins: [react()],
  resolve: react18 ? {alias: {react: r18('react'), 'react-dom': r18('react-dom')}} : {},
  build: {outDir: process.env.OUT_DIR ?? 'dist', minify: !development},
});
