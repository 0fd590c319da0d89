import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';
import { splitGenerated } from './splitGenerated';

/** Where `npm start` serves the gateway; the dev server forwards the same-origin paths to it. */
const GATEWAY_ORIGIN = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), splitGenerated(), precompress()],
  server: {
    port: 5173,
    // The Host header is kept (no changeOrigin), so the gateway signs the browser in back to
    // this dev server's origin and sets its session cookie there.
    proxy: Object.fromEntries(
      // /oidc/consume: the provider sends the browser back here after sign-in.
      ['/graphql', '/graphiql', '/auth', '/oidc/consume', '/healthz'].map((path) => [
        path,
        { target: GATEWAY_ORIGIN, changeOrigin: false },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Chakra's theme module builds its default config with every recipe in a top-level
      // `defineConfig(...)` call, an identity function the bundler cannot see is pure; marked pure,
      // the ~70 recipes theme.ts leaves out are dropped (16 KiB gzip of initial JavaScript).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      // Required by experimentalInlineCommonChunks below; the app's entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        // React, the router and Apollo in chunks of their own: names that say what they are, a
        // cache life of their own, and an entry chunk under issue #18's 100 KiB gzip per chunk.
        // Everything else is split per route by React.lazy.
        codeSplitting: {
          // Without this a page arrives as 30-50 chunks of a few hundred bytes each (one per set of
          // pages sharing a module); over HTTP/1.1's six connections each wave costs a round trip,
          // about 0.7 s of a first visit on slow 4G. Chunks under 32 KiB of source are copied into
          // the chunks that read them instead (one module state kept by rolldown's runtime): a page
          // is 8-12 requests. The price is strict execution order, about 17 KiB gzip of wrappers.
          experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router(-dom)?[\\/]/ },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo[\\/]client|graphql|rxjs|optimism|@wry[\\/]\w+)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
