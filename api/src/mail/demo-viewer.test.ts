import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { Catalog } from '../domain/catalog.ts';
import { openTestDatabase, removeDataDir, seededDataDir, testConfig } from '../test-support.ts';
import { enqueueMail } from './outbox.ts';
import { mailTranslator } from './texts.ts';

vi.setConfig({ hookTimeout: 120_000 });

let dataDir: string;
let db: Database;
let app: Awaited<ReturnType<typeof createApp>>;
let id: string;

beforeAll(async () => {
  dataDir = await seededDataDir();
  db = openTestDatabase(dataDir);
  const config = { ...testConfig(dataDir), mode: 'demo' as const };
  app = await createApp({ db, config, catalog: await Catalog.load(db) });
  const booking = await db.get<{ uuid: string }>('SELECT uuid FROM bookings LIMIT 1');
  await enqueueMail(db, {
    bookingUuid: booking?.uuid ?? '',
    kind: 'cancelled',
    audience: 'agent',
    recipient: 'viewer@example.test',
    locale: 'he',
  });
  const row = await db.get<{ id: string }>(
    "SELECT id FROM outbox WHERE recipient = 'viewer@example.test'",
  );
  id = row?.id ?? '';
  const captured = { subject: 'ההזמנה בוטלה', html: '<p>בוטל</p>', text: 'בוטל' };
  await db.run(
    "UPDATE outbox SET status = 'sent', transport = 'capture', captured = ?, sent_at = ? WHERE id = ?",
    [JSON.stringify(captured), Date.UTC(2026, 10, 27, 9, 30), id],
  );
});

afterAll(async () => {
  await db.close();
  await removeDataDir(dataDir);
});

it('shows the demo mail list in the language of ?locale=, right to left in Hebrew', async () => {
  const t = mailTranslator('he');
  const list = await (await app.request('/demo/mail?locale=he')).text();
  expect(list).toContain('<html lang="he" dir="rtl">');
  expect(list).toContain(`<h1>${t('mail:viewer.title')}</h1>`);
  expect(list).toContain(`<th>${t('mail:viewer.subject')}</th>`);
  expect(list).toContain(`${t('mail:viewer.kind.cancelled')} (${t('mail:viewer.agentCopy')})`);
  expect(list).toContain(`href="mail/${id}?locale=he"`);
  expect(list).not.toContain('Demo mail');

  const message = await (await app.request(`/demo/mail/${id}?locale=he`)).text();
  expect(message).toContain(`<a href="../mail?locale=he">${t('mail:viewer.all')}</a>`);
  expect(message).toContain(`<h2>${t('mail:viewer.text')}</h2>`);

  const english = await (await app.request('/demo/mail')).text();
  expect(english).toContain('<html lang="en" dir="ltr">');
  expect(english).toContain('<h1>Demo mail</h1>');
  expect(english).toContain(`href="mail/${id}"`);
});
