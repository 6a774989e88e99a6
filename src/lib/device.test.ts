import { describe, expect, it } from 'vitest';
import { parseDevice } from './device';

describe('parseDevice', () => {
  it('reads an iPhone with Safari', () => {
    const d = parseDevice(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    expect(d).toMatchObject({
      mobile: true,
      tablet: false,
      desktop: false,
      ios: true,
      android: false,
      browser: 'Safari',
      crawler: false,
    });
  });

  it('reads an Android phone with Chrome', () => {
    const d = parseDevice(
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    );
    expect(d).toMatchObject({ mobile: true, android: true, ios: false, browser: 'Chrome' });
  });

  it('reads an iPad as a tablet', () => {
    const d = parseDevice(
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    expect(d).toMatchObject({ tablet: true, mobile: false, desktop: false, ios: true });
  });

  it('reads Windows and macOS desktops', () => {
    expect(
      parseDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toMatchObject({ desktop: true, windows: true, browser: 'Edge' });
    expect(
      parseDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toMatchObject({ desktop: true, macos: true, windows: false });
  });

  it('flags crawlers', () => {
    expect(
      parseDevice('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
        .crawler,
    ).toBe(true);
    expect(parseDevice('').crawler).toBe(false);
    expect(parseDevice(undefined).desktop).toBe(true);
  });
});
