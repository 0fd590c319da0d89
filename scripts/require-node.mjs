// Fails early, with a message that says what to do, when a script runs on another Node than the
// one `engines` names. npm scripts find the pinned runtime (the `node` dev dependency) first on
// PATH after `npm install`; running a script with the system's node directly skips it.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const required = Number(/^>=\s*(\d+)/.exec(engines.node)?.[1]);
const running = Number(process.versions.node.split('.')[0]);

if (running !== required) {
  console.error(
    `esports-admin runs on Node.js ${required} LTS (package.json engines: "${engines.node}"), ` +
      `but this is Node.js ${process.version} (${process.execPath}).\n` +
      'Run `npm install` (it installs Node.js ' +
      `${required} into node_modules/.bin) and start everything through npm: ` +
      '`npm start`, `npm test`, `npm run <script>`.',
  );
  process.exit(1);
}
