import { describe, expect, it } from 'vitest';
import { errorPageFailure } from './error-fallback';

describe('errorPageFailure', () => {
  it('is a plain localised page with the status and a link home', async () => {
    const response = errorPageFailure('he', 503);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('href="/he"');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  });

  it('defaults a missing or odd status to 500 and shows English for unknown locales', async () => {
    const response = errorPageFailure('xx', 42);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('An error occurred while showing the error page');
    expect(html).toContain('Go back to home');
    expect(html).toContain('href="/"');
  });
});
