import type { Environment } from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

/**
 * Monaco's web workers, bundled by Vite from node_modules (`?worker`). This replaces
 * `graphiql/setup-workers/vite`, which crashes the Vite dev server. Must run before GraphiQL
 * creates its first editor.
 */
const environment: Environment = {
  getWorker(_workerId: string, label: string): Worker {
    switch (label) {
      case 'json':
        return new JsonWorker();
      case 'graphql':
        return new GraphQLWorker();
      default:
        return new EditorWorker();
    }
  },
};

window.MonacoEnvironment = environment;
