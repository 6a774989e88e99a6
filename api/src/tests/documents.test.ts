import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_LINK_MS, documentLinks } from '../documents/document-links.ts';
import { addUser, Client, json, startTestServer, type TestServer } from '../test-support.ts';
import { bookStay, startPayment, submitCard } from './helpers.ts';
import { pdfText } from '../documents/pdf-reading.test-support.ts';

// Password hashing (scrypt, N=2^17) makes sign-ins slow on small machines.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

interface Documents {
  voucher: string;
  calendar: string;
}

const SIGNING_KEY = 'documents-test-signing-key-0123456789abcdef';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ signingKey: SIGNING_KEY });
  await addUser(server.dataDir, { name: 'Bob Other', email: 'bob-docs@example.test' });
});
afterAll(() => server.stop());

async function documentsOf(client: Client, path: string): Promise<Documents | null> {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return (await json<{ data: { documents: Documents | null } }>(response)).data.documents;
}

/** A booking of `client`, paid unless `paid` is false; its uuid, reference and transaction. */
async function booking(client: Client, offsetDays: number, paid = true) {
  const booked = await bookStay(client, offsetDays, {
    holder: {
      first_name: 'Noa',
      last_name: 'Cohen',
      email: 'noa@example.test',
      phone: '+972501234567',
    },
    locale: 'he',
  });
  if (!paid) return { ...booked, transaction: null };
  const payment = await startPayment(client, booked.uuid);
  expect((await submitCard(payment.payment_url, '4242 4242 4242 4242')).status).toBe(303);
  return { ...booked, transaction: payment.transaction };
}

describe('a confirmed booking’s documents', () => {
  it('are linked from the owner’s answers and download as a PDF and an .ics file', async () => {
    const owner = new Client(server.url);
    expect((await owner.login('user@demo.test')).status).toBe(200);
    const { uuid, reference, transaction } = await booking(owner, 50);
    const links = await documentsOf(owner, `/v3/reservations/${uuid}`);
    expect(links?.voucher).toMatch(
      new RegExp(`^/v3/documents/${uuid}/voucher\\.pdf\\?exp=\\d+&sig=[\\w-]+$`),
    );
    expect(await documentsOf(owner, `/v3/bookings/${uuid}`)).toEqual(links);
    const tx = await json<{ data: { documents: Documents; confirmation_email: string } }>(
      await owner.get(`/v3/transactions/${transaction}`),
    );
    expect(tx.data.documents).toEqual(links);
    // Demo mode captures mail: the confirmation goes to the holder.
    expect(tx.data.confirmation_email).toBe('noa@example.test');

    // The link needs no session: a browser opens it as it is.
    const pdf = await fetch(`${server.url}${links!.voucher}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="voucher-${reference}.pdf"`,
    );
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(reference);
    expect(text).toContain('Noa Cohen');

    const ics = await fetch(`${server.url}${links!.calendar}`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(ics.headers.get('content-disposition')).toBe(
      `attachment; filename="stay-${reference}.ics"`,
    );
    expect(await ics.text()).toContain(`UID:${reference.toLowerCase()}@`);
  });

  it('are not given to another user, and a forged, borrowed or expired link opens nothing', async () => {
    const owner = new Client(server.url);
    expect((await owner.login('user@demo.test')).status).toBe(200);
    const { uuid } = await booking(owner, 52);
    const other = new Client(server.url);
    expect((await other.login('bob-docs@example.test')).status).toBe(200);
    expect((await other.get(`/v3/reservations/${uuid}`)).status).toBe(404);
    expect((await other.get(`/v3/bookings/${uuid}`)).status).toBe(404);

    const links = (await documentsOf(owner, `/v3/reservations/${uuid}`))!;
    const query = new URL(links.voucher, server.url).searchParams;
    const exp = query.get('exp')!;
    const sig = query.get('sig')!;
    const path = `/v3/documents/${uuid}/voucher.pdf`;
    expect((await fetch(`${server.url}${path}`)).status).toBe(403);
    expect((await fetch(`${server.url}${path}?exp=${exp}&sig=${sig.slice(1)}x`)).status).toBe(403);
    // The signature covers the expiry and the booking: neither can be changed.
    expect((await fetch(`${server.url}${path}?exp=${Number(exp) + 3600}&sig=${sig}`)).status).toBe(
      403,
    );
    const mine = await booking(owner, 54);
    expect(
      (await fetch(`${server.url}/v3/documents/${mine.uuid}/voucher.pdf?exp=${exp}&sig=${sig}`))
        .status,
    ).toBe(403);
    // A link signed with this server's key in the past has expired.
    const secret = SIGNING_KEY;
    const old = documentLinks(
      { uuid, status: 'confirmed', hold_expires_at: null },
      secret,
      Date.now() - DOCUMENT_LINK_MS - 2 * 3_600_000,
    )!;
    expect((await fetch(`${server.url}${old.voucher}`)).status).toBe(403);
    const fresh = documentLinks({ uuid, status: 'confirmed', hold_expires_at: null }, secret)!;
    expect((await fetch(`${server.url}${fresh.voucher}`)).status).toBe(200);
  });

  it('do not exist for an unpaid booking, nor once it is cancelled', async () => {
    const guest = new Client(server.url);
    await guest.csrf();
    const unpaid = await booking(guest, 56, false);
    expect(await documentsOf(guest, `/v3/bookings/${unpaid.uuid}`)).toBeNull();

    const paid = await booking(guest, 58);
    const links = (await documentsOf(guest, `/v3/bookings/${paid.uuid}`))!;
    const lookup = `/v3/reservations/lookup?reference=${paid.reference}&email=noa@example.test`;
    expect(await documentsOf(new Client(server.url), lookup)).toEqual(links);
    expect((await guest.post(`/v3/reservations/${paid.uuid}/cancel`, { json: {} })).status).toBe(
      200,
    );
    expect(await documentsOf(guest, `/v3/bookings/${paid.uuid}`)).toBeNull();
    expect((await fetch(`${server.url}${links.voucher}`)).status).toBe(404);
    expect((await fetch(`${server.url}${links.calendar}`)).status).toBe(404);
  });
});
