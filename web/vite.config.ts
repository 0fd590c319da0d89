import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { splitGenerated } from './splitGenerated';

/** Where `npm start` serves the gateway; the dev server forwards the same-origin paths to it. */
const GATEWAY_ORIGIN = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), splitGenerated()],
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
        // React itself in a chunk of its own, so the shared chunk has a name that says what it is
        // and a cache life of its own. Everything else is split per route by React.lazy.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
