import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The self-hosted GraphiQL page: its own Vite entry, so the Monaco editor (about 2.8 MB) never
 * lands in the staff app bundle. The gateway serves the build at /graphiql and the API at the
 * same-origin /graphql. Everything GraphiQL needs comes from npm; nothing loads from a CDN.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, 'graphiql'),
  base: '/graphiql/',
  // Its own dependency cache, so switching between this and the staff app's dev server does
  // not re-optimize each time.
  cacheDir: path.resolve(import.meta.dirname, 'node_modules/.vite-graphiql'),
  plugins: [react()],
  // The Monaco workers are registered in graphiql/workers.ts through `?worker` imports
  // (graphiql/setup-workers/vite crashes the dev server); bundle them as module workers.
  worker: { format: 'es' },
  optimizeDeps: {
    // CommonJS dependencies of monaco-graphql that the dev server's scan does not pre-bundle.
    include: ['monaco-graphql > nullthrows', 'monaco-graphql > picomatch-browser'],
  },
  server: {
    port: 5174,
    proxy: { '/graphql': 'http://127.0.0.1:4000' },
  },
  build: {
    // The staff app builds into web/dist first: empty only this subfolder.
    outDir: path.resolve(import.meta.dirname, 'dist/graphiql'),
    emptyOutDir: true,
    // Monaco is one large chunk by nature; it is loaded by this page only.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // GraphiQL ships React Compiler output with "use no memo" directives; dropping them
        // when bundling is harmless.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
});
