import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { mailMode, productionProblems, type Config } from './config.ts';
import { duringStartup, openDatabase } from './db/open.ts';
import { TrustedProxyError } from '../../contract/forwarded.ts';
import { MailSender } from './mail/sender.ts';
import { demoAccountsIn, seedDatabase } from './seed/index.ts';

/** A running API server. */
export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:8787 */
  url: string;
  port: number;
  /** Stops accepting connections, waits for open ones, then closes the database. */
  close(): Promise<void>;
}

/** Why the API refuses to start; every line says what to change. */
export class StartupError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`The booking API cannot start:\n- ${problems.join('\n- ')}`);
    this.problems = problems;
  }
}

/**
 * Opens the database (migrating and seeding on first start) and serves the API. Throws a
 * StartupError for a production configuration with demo secrets, a production start on a
 * database that holds demo accounts, or a bad TRUSTED_PROXIES entry.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const problems = productionProblems(config);
  if (problems.length > 0) throw new StartupError(problems);
  const db = await openDatabase(config);
  const where = config.databaseUrl ? 'DATABASE_URL' : `API_DATA_DIR (${config.dataDir})`;
  let app: Awaited<ReturnType<typeof createApp>>;
  let sender: MailSender | null = null;
  try {
    const demoAccounts = config.mode === 'production' ? await demoAccountsIn(db) : [];
    if (demoAccounts.length > 0)
      throw new StartupError([
        `The database in ${where} was made in demo mode and holds demo accounts with a published password (${demoAccounts.join(', ')}): start production on an empty database.`,
      ]);
    const catalog = await duringStartup(db, () => seedDatabase(db, config));
    app = await createApp({ db, config, catalog });
    if (mailMode(config) !== 'off') sender = new MailSender({ db, config, catalog });
  } catch (error) {
    await db.close();
    if (error instanceof TrustedProxyError) throw new StartupError([error.message]);
    throw error;
  }
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: config.host, port: config.port },
      (info: AddressInfo) => {
        const host = info.address.includes(':') ? `[${info.address}]` : info.address;
        sender?.start();
        resolve({
          url: `http://${host}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => {
                void (sender?.stop() ?? Promise.resolve()).then(() => db.close()).then(done);
              });
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.on('error', reject);
  });
}
