import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const started = Date.now();
const server = await startServer(config);
console.log(
  `Booking API listening on ${server.url} (data in ${config.dataDir}, ready in ${Date.now() - started} ms)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
