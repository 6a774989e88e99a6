import { describe, expect, it } from 'vitest';
import { documentUrl, safeLocalPath, safeUrl } from './urls';

describe('safeUrl', () => {
  it('keeps absolute http(s) URLs and paths on this site only', () => {
    expect(safeUrl('https://facebook.com/sunny')).toBe('https://facebook.com/sunny');
    expect(safeUrl('http://x.test/a b')).toBe('http://x.test/a%20b');
    expect(safeUrl('/assets/hotels/hotel-01.svg')).toBe('/assets/hotels/hotel-01.svg');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.test',
      '/\\evil.test',
      'local',
      'https://u:p@x.test',
      '',
      null,
      undefined,
      `https://x.test/${'a'.repeat(2100)}`,
    ]) {
      expect(safeUrl(bad)).toBeUndefined();
    }
  });
});

describe('safeLocalPath', () => {
  it('keeps same-site paths and refuses anything that leaves the site', () => {
    expect(safeLocalPath('/he/account/reservations')).toBe('/he/account/reservations');
    for (const bad of [
      '//evil.test',
      'https://evil.test',
      '/\\evil.test',
      'evil',
      '/a\nb',
      undefined,
    ]) {
      expect(safeLocalPath(bad)).toBeUndefined();
    }
  });
});

describe('documentUrl', () => {
  const uuid = '1b4f0c2e-1111-4222-8333-444455556666';
  const link = `/v3/documents/${uuid}/voucher.pdf?exp=1893456000&sig=abc_DEF-123`;

  it('puts a signed document link on the API base browsers call', () => {
    expect(documentUrl(link, '/api')).toBe(`/api${link}`);
    expect(
      documentUrl(link.replace('voucher.pdf', 'calendar.ics'), 'https://api.partner.test'),
    ).toBe(
      `https://api.partner.test/v3/documents/${uuid}/calendar.ics?exp=1893456000&sig=abc_DEF-123`,
    );
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.test/v3/documents/x/voucher.pdf',
      '//evil.test/voucher.pdf',
      `/v3/documents/${uuid}/voucher.pdf`,
      `/v3/documents/${uuid}/other.pdf?exp=1&sig=a`,
      `/v3/documents/${uuid}/voucher.pdf?exp=1&sig=a"><script>`,
      `/v3/documents/../auth/voucher.pdf?exp=1&sig=a`,
      `${link}#x`,
    ])
      expect(documentUrl(bad, '/api')).toBeUndefined();
  });
});
