import { ConfigError, loadConfig, mailMode, type Config } from './config.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/accounts.ts';
import { startServer, StartupError } from './server.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(new StartupError([error.message]).message);
  process.exit(1);
}
if (config.mode === 'demo') {
  console.log(
    `DEMO MODE: demo accounts ${DEMO_USERS.map((u) => u.email).join(', ')} (password ${DEMO_PASSWORD}) are created; never expose this API publicly. Production: NODE_ENV=production or API_MODE=production.`,
  );
}
const started = Date.now();
try {
  const server = await startServer(config);
  const mail = mailMode(config);
  if (mail === 'off')
    console.warn(
      'MAIL IS OFF: SMTP_URL is not set, so no booking email is sent (GET /health answers mail: "off"). Set SMTP_URL (smtp:// or smtps://user:pass@host:port) and MAIL_FROM.',
    );
  else if (mail === 'capture')
    console.log(
      `Demo mail: no SMTP_URL, so messages are kept and shown at ${server.url}/demo/mail (through the site: /api/demo/mail).`,
    );
  console.log(
    `Booking API (${config.mode} mode) listening on ${server.url} (data in ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}, ready in ${Date.now() - started} ms)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
