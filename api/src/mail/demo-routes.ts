import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { escapeHtml } from '../lib/html.ts';
import { capturedMail, capturedMessage, type OutboxRow } from './outbox.ts';

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

function page(c: Context<AppEnv>, title: string, body: string) {
  c.header('Content-Security-Policy', POLICY);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#111827}table{border-collapse:collapse}th,td{padding:.35rem .6rem;border-bottom:1px solid #e5e7eb;text-align:start;vertical-align:top}iframe{width:100%;height:70vh;border:1px solid #d1d5db;border-radius:6px}pre{white-space:pre-wrap;background:#f9fafb;padding:1rem;border-radius:6px}</style>
</head><body>${body}</body></html>`);
}

/**
 * The demo mail viewer (demo mode without SMTP_URL): `GET /demo/mail` lists the captured
 * messages, `/demo/mail/{id}` shows one as its recipient would (HTML part in a sandboxed
 * frame, the plain-text part, the headers) with its attachments at
 * `/demo/mail/{id}/attachments/{n}`. Through the site's front server: `/api/demo/mail`.
 */
export const demoMailRoutes = new Hono<AppEnv>();

demoMailRoutes.get('/demo/mail', async (c) => {
  const rows = await capturedMail(c.get('services').db);
  const items = rows.map((row) => {
    const mail = parse(row);
    return `<tr><td>${escapeHtml(new Date(row.sent_at ?? 0).toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(row.recipient)}</td><td>${escapeHtml(row.kind)}${row.audience === 'agent' ? ' (agent)' : ''}</td><td><a href="mail/${escapeHtml(row.id)}" dir="auto">${escapeHtml(mail.subject ?? row.id)}</a></td></tr>`;
  });
  return page(
    c,
    'Demo mail',
    `<h1>Demo mail</h1><p>Messages the API sent in demo mode (no SMTP_URL), newest first.</p>${
      items.length
        ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Kind</th><th>Subject</th></tr></thead><tbody>${items.join('')}</tbody></table>`
        : '<p>No messages yet: book a stay and they appear here.</p>'
    }`,
  );
});

demoMailRoutes.get('/demo/mail/:id{[0-9a-f-]{36}}', async (c) => {
  const id = c.req.param('id');
  const row = await capturedMessage(c.get('services').db, id);
  if (!row) return c.notFound();
  const mail = parse(row);
  const files = (mail.attachments ?? []).map(
    (file, n) =>
      `<li><a href="${escapeHtml(id)}/attachments/${n}" download="${escapeHtml(file.filename ?? `attachment-${n}`)}">${escapeHtml(file.filename ?? `attachment-${n}`)}</a> (${escapeHtml(file.contentType ?? '')})</li>`,
  );
  return page(
    c,
    mail.subject ?? id,
    `<p><a href="../mail">All messages</a></p>
<table><tbody>
<tr><th>From</th><td>${escapeHtml(address(mail.from))}</td></tr>
<tr><th>To</th><td>${escapeHtml((mail.to ?? []).map(address).join(', '))}</td></tr>
<tr><th>Subject</th><td dir="auto">${escapeHtml(mail.subject ?? '')}</td></tr>
<tr><th>Message-ID</th><td>${escapeHtml(mail.messageId ?? '')}</td></tr>
</tbody></table>
${files.length ? `<h2>Attachments</h2><ul>${files.join('')}</ul>` : ''}
<h2>HTML</h2><iframe sandbox title="${escapeHtml(mail.subject ?? '')}" srcdoc="${escapeHtml(mail.html ?? '')}"></iframe>
<h2>Plain text</h2><pre dir="auto">${escapeHtml(mail.text ?? '')}</pre>`,
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
