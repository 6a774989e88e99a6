import { describe, expect, it } from 'vitest';
import { priceFixture, rateFixture } from '../../contract/fixtures';
import type { ClientProposedRate } from '../../contract/proposals';
import { parseBookQuery } from './booking/rates';
import { brandStyle, proposalBookHref, proposalLink, proposedPrice } from './proposals';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
/** A date `days` from today (a proposal's stay is always ahead, within the year). */
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function proposed(total: number, live: number | null): ClientProposedRate {
  return {
    room_code: 'DBL',
    room_name: 'Double room',
    board: 'BB',
    refundable: true,
    proposed: eur(total),
    available: live !== null,
    price_changed: live !== null && live !== total,
    rate:
      live === null
        ? null
        : rateFixture({
            rate_id: 'rate.sig',
            room_code: 'DBL',
            board: 'BB',
            price: priceFixture(live),
          }),
  };
}

describe('proposedPrice', () => {
  it('shows the proposed price when the live one is the same', () => {
    expect(proposedPrice(proposed(30_000, 30_000))).toEqual({ kind: 'same', price: eur(30_000) });
  });

  it('shows a changed price as a change, old and new, up or down', () => {
    expect(proposedPrice(proposed(30_000, 31_500))).toEqual({
      kind: 'changed',
      proposed: eur(30_000),
      now: eur(31_500),
    });
    expect(proposedPrice(proposed(30_000, 29_000))).toMatchObject({ kind: 'changed' });
  });

  it('says when the rate is no longer for sale', () => {
    expect(proposedPrice(proposed(30_000, null))).toEqual({
      kind: 'unavailable',
      proposed: eur(30_000),
    });
  });
});

describe('brandStyle', () => {
  it('writes a brand’s hex colours as custom properties', () => {
    expect(brandStyle({ background: '#0e7490', on_background: '#fff', accent: '#155e75' })).toBe(
      '--proposal-bg: #0e7490; --proposal-on-bg: #fff; --proposal-accent: #155e75',
    );
  });

  it('lets nothing but a hex colour into the style attribute', () => {
    const style = brandStyle({
      background: 'red; background-image: url(https://evil.test)',
      on_background: 'expression(alert(1))',
      accent: '#12345g',
    });
    expect(style).toBe(
      '--proposal-bg: #1d4ed8; --proposal-on-bg: #ffffff; --proposal-accent: #1d4ed8',
    );
  });
});

describe('proposalLink', () => {
  it('reads a well-formed id and signature', () => {
    expect(proposalLink('AbC_12-xyzAbC_12-xyz', 'sig-Value_1')).toEqual({
      id: 'AbC_12-xyzAbC_12-xyz',
      sig: 'sig-Value_1',
    });
  });

  it('refuses a missing or malformed part', () => {
    expect(proposalLink('abc', null)).toBeUndefined();
    expect(proposalLink(undefined, 'sig')).toBeUndefined();
    expect(proposalLink('abc', 'a b')).toBeUndefined();
    expect(proposalLink('../x', 'sig')).toBeUndefined();
    expect(proposalLink('a'.repeat(65), 'sig')).toBeUndefined();
  });
});

describe('proposalBookHref', () => {
  const proposal = {
    id: 'P1234567890abcdef',
    hotel: {
      id: 42,
      name: 'Hotel',
      slug: 'hotel',
      country_slug: 'germany',
      destination_slug: 'berlin',
      city_name: 'Berlin',
      address: 'Street 1',
      stars: 4,
      image: null,
    },
    check_in: ahead(30),
    check_out: ahead(33),
    guests: '2|1',
    currency: 'EUR',
    country: 'IL',
  };

  it('links /book in the page’s language with the stay, the rate and the proposal', () => {
    const rate = proposed(30_000, 30_000).rate!;
    const href = proposalBookHref(proposal, rate, 'the-sig', 'he');
    const url = new URL(href, 'https://site.test');
    expect(url.pathname).toBe('/he/book');
    const parsed = parseBookQuery(url.searchParams, { currency: 'EUR' });
    expect(parsed?.corrections).toEqual([]);
    expect(parsed?.selection).toMatchObject({
      hotelId: 42,
      rateId: 'rate.sig',
      room: 'DBL',
      board: 'BB',
      proposal: { id: 'P1234567890abcdef', sig: 'the-sig' },
      query: { check_in: ahead(30), check_out: ahead(33), currency: 'EUR', country: 'IL' },
    });
    expect(parsed?.selection.query.rooms).toHaveLength(2);
  });

  it('keeps no proposal a /book link does not name well', () => {
    const params = new URLSearchParams(
      'hotel=42&rate=r.s&room=DBL&board=BB&refundable=1&check_in=2030-05-01&check_out=2030-05-04&guests=2&proposal=a%20b&psig=x',
    );
    expect(
      parseBookQuery(params, { currency: 'EUR', today: '2030-01-01' })?.selection,
    ).not.toHaveProperty('proposal');
  });
});
