import { loadConfig } from './config';
import { createLogger } from './logger';
import { startGateway } from './server';

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const gateway = await startGateway(config, logger);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
