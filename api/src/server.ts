import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/open.ts';
import { seedDatabase } from './seed/index.ts';

/** A running API server. */
export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:8787 */
  url: string;
  port: number;
  /** Stops accepting connections, waits for open ones, then closes the database. */
  close(): Promise<void>;
}

/** Opens the database (migrating and seeding on first start) and serves the API. */
export async function startServer(config: Config): Promise<RunningServer> {
  const db = openDatabase(config.dataDir);
  const catalog = await seedDatabase(db, config);
  const app = createApp({ db, config, catalog });
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: config.host, port: config.port },
      (info: AddressInfo) => {
        const host = info.address.includes(':') ? `[${info.address}]` : info.address;
        resolve({
          url: `http://${host}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => {
                db.close();
                done();
              });
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.on('error', reject);
  });
}
