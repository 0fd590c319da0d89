import { loadConfig } from './config';
import { createLogger } from './logger';
import { startGateway } from './server';

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const gateway = await startGateway(config, logger);

/** SIGTERM (orchestrators, `docker stop`) drains this replica; Ctrl-C stops at once. */
function exitAfter(stopping: Promise<void>) {
  stopping.then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'gateway did not close cleanly');
      process.exit(1);
    },
  );
}
process.once('SIGTERM', () => exitAfter(gateway.shutdown()));
process.once('SIGINT', () => exitAfter(gateway.close()));
