import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { escapeHtml } from '../lib/html.ts';
import { dateIntlTag, type Locale } from '../lib/i18n.ts';
import { capturedMail, capturedMessage, type OutboxRow } from './outbox.ts';
import { mailTranslator } from './texts.ts';

/** The parts of a captured message the viewer shows (nodemailer's JSON transport). */
interface CapturedMail {
  subject?: string;
  from?: { name?: string; address?: string };
  to?: { name?: string; address?: string }[];
  html?: string;
  text?: string;
  messageId?: string;
  attachments?: { filename?: string; contentType?: string; content?: string; encoding?: string }[];
}

function parse(row: OutboxRow): CapturedMail {
  try {
    return JSON.parse(row.captured ?? '{}') as CapturedMail;
  } catch {
    return {};
  }
}

function address(value: { name?: string; address?: string } | undefined): string {
  if (!value) return '';
  return value.name ? `${value.name} <${value.address ?? ''}>` : (value.address ?? '');
}

// The viewer's pages and the messages in them may style themselves and show images; nothing
// runs (the message is a sandboxed srcdoc frame, which keeps this policy), nothing frames them.
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// The viewer's own links keep the language it was opened in (`?locale=`).
function withLocale(path: string, locale: Locale): string {
  return locale === 'en' ? path : `${path}?locale=${encodeURIComponent(locale)}`;
}

function page(c: Context<AppEnv>, title: string, body: string) {
  const locale = c.get('locale');
  const dir = locale === 'he' || locale === 'ar' ? 'rtl' : 'ltr';
  c.header('Content-Security-Policy', POLICY);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(`<!DOCTYPE html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#111827}table{border-collapse:collapse}th,td{padding:.35rem .6rem;border-bottom:1px solid #e5e7eb;text-align:start;vertical-align:top}iframe{width:100%;height:70vh;border:1px solid #d1d5db;border-radius:6px}pre{white-space:pre-wrap;background:#f9fafb;padding:1rem;border-radius:6px}</style>
</head><body>${body}</body></html>`);
}

/**
 * The demo mail viewer (demo mode without SMTP_URL): `GET /demo/mail` lists the captured
 * messages, `/demo/mail/{id}` shows one as its recipient would (HTML part in a sandboxed
 * frame, the plain-text part, the headers) with its attachments at
 * `/demo/mail/{id}/attachments/{n}`. Through the site's front server: `/api/demo/mail`. Its
 * labels are in the language of `?locale=` (`viewer.*` of `locales/<code>/mail.json`).
 */
export const demoMailRoutes = new Hono<AppEnv>();

demoMailRoutes.get('/demo/mail', async (c) => {
  const locale = c.get('locale');
  const t = mailTranslator(locale);
  const when = new Intl.DateTimeFormat(dateIntlTag(locale), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  });
  const rows = await capturedMail(c.get('services').db);
  const items = rows.map((row) => {
    const mail = parse(row);
    const kind = `${t(`mail:viewer.kind.${row.kind}`)}${row.audience === 'agent' ? ` (${t('mail:viewer.agentCopy')})` : ''}`;
    return `<tr><td>${escapeHtml(when.format(new Date(row.sent_at ?? 0)))}</td><td>${escapeHtml(row.recipient)}</td><td>${escapeHtml(kind)}</td><td><a href="${escapeHtml(withLocale(`mail/${row.id}`, locale))}" dir="auto">${escapeHtml(mail.subject ?? row.id)}</a></td></tr>`;
  });
  return page(
    c,
    t('mail:viewer.title'),
    `<h1>${escapeHtml(t('mail:viewer.title'))}</h1><p>${escapeHtml(t('mail:viewer.intro'))}</p>${
      items.length
        ? `<table><thead><tr><th>${escapeHtml(t('mail:viewer.sent'))}</th><th>${escapeHtml(t('mail:viewer.to'))}</th><th>${escapeHtml(t('mail:viewer.type'))}</th><th>${escapeHtml(t('mail:viewer.subject'))}</th></tr></thead><tbody>${items.join('')}</tbody></table>`
        : `<p>${escapeHtml(t('mail:viewer.empty'))}</p>`
    }`,
  );
});

demoMailRoutes.get('/demo/mail/:id{[0-9a-f-]{36}}', async (c) => {
  const id = c.req.param('id');
  const row = await capturedMessage(c.get('services').db, id);
  if (!row) return c.notFound();
  const locale = c.get('locale');
  const t = mailTranslator(locale);
  const label = (key: `viewer.${string}`) => escapeHtml(t(`mail:${key}`));
  const mail = parse(row);
  const files = (mail.attachments ?? []).map(
    (file, n) =>
      `<li><a href="${escapeHtml(id)}/attachments/${n}" download="${escapeHtml(file.filename ?? `attachment-${n}`)}">${escapeHtml(file.filename ?? `attachment-${n}`)}</a> (${escapeHtml(file.contentType ?? '')})</li>`,
  );
  return page(
    c,
    mail.subject ?? id,
    `<p><a href="${escapeHtml(withLocale('../mail', locale))}">${label('viewer.all')}</a></p>
<table><tbody>
<tr><th>${label('viewer.from')}</th><td dir="ltr">${escapeHtml(address(mail.from))}</td></tr>
<tr><th>${label('viewer.to')}</th><td dir="ltr">${escapeHtml((mail.to ?? []).map(address).join(', '))}</td></tr>
<tr><th>${label('viewer.subject')}</th><td dir="auto">${escapeHtml(mail.subject ?? '')}</td></tr>
<tr><th>Message-ID</th><td dir="ltr">${escapeHtml(mail.messageId ?? '')}</td></tr>
</tbody></table>
${files.length ? `<h2>${label('viewer.attachments')}</h2><ul>${files.join('')}</ul>` : ''}
<h2>${label('viewer.html')}</h2><iframe sandbox title="${escapeHtml(mail.subject ?? '')}" srcdoc="${escapeHtml(mail.html ?? '')}"></iframe>
<h2>${label('viewer.text')}</h2><pre dir="auto">${escapeHtml(mail.text ?? '')}</pre>`,
  );
});

demoMailRoutes.get('/demo/mail/:id{[0-9a-f-]{36}}/attachments/:n{[0-9]+}', async (c) => {
  const row = await capturedMessage(c.get('services').db, c.req.param('id'));
  const file = row ? parse(row).attachments?.[Number(c.req.param('n'))] : undefined;
  if (!file) return c.notFound();
  const content = Buffer.from(file.content ?? '', file.encoding === 'base64' ? 'base64' : 'utf8');
  const name = (file.filename ?? 'attachment').replace(/[^\w.-]+/g, '_');
  c.header('Content-Security-Policy', "default-src 'none'; sandbox");
  c.header('Content-Disposition', `attachment; filename="${name}"`);
  c.header('Content-Type', file.contentType ?? 'application/octet-stream');
  return c.body(content);
});
