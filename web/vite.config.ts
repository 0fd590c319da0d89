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
    proxy: {
      '/graphql': GATEWAY_ORIGIN,
      '/graphiql': GATEWAY_ORIGIN,
      '/auth': GATEWAY_ORIGIN,
      '/healthz': GATEWAY_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React, the router and Apollo in chunks of their own: names that say what they are, a
        // cache life of their own, and an entry chunk under issue #18's 100 KiB gzip per chunk.
        // Everything else is split per route by React.lazy.
        codeSplitting: {
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
