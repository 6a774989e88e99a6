import { afterEach, describe, expect, it, vi } from 'vitest';
import { whiteLabelFixture } from '../../contract/fixtures';

const load = async () => (await import('./white-label-build')).buildWhiteLabel();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('buildWhiteLabel', () => {
  it('is off without configuration', async () => {
    vi.stubEnv('PUBLIC_WHITE_LABEL_FID', '');
    vi.stubEnv('PUBLIC_WHITE_LABEL_HOST', '');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(load()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the partner of a host once, with the public token', async () => {
    vi.stubEnv('PUBLIC_WHITE_LABEL_HOST', 'sunny.travel');
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ data: whiteLabelFixture({ name: 'Sunny' }) }))),
    );
    vi.stubGlobal('fetch', fetch);
    const module = await import('./white-label-build');
    await expect(module.buildWhiteLabel()).resolves.toMatchObject({ name: 'Sunny' });
    await module.buildWhiteLabel();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/v3\/agency\/sunny\.travel\?locale=en$/);
    expect(new Headers(init.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('uses the agent call for a fid and fails loudly when the API refuses', async () => {
    vi.stubEnv('PUBLIC_WHITE_LABEL_FID', '99999');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
    );
    await expect(load()).rejects.toThrow(/\/v3\/agent\/99999: HTTP 404/);
  });

  it('fails loudly on an answer off the contract', async () => {
    vi.stubEnv('PUBLIC_WHITE_LABEL_HOST', 'sunny.travel');
    const answer = { data: { fid: 1002, white_label: true, name: 'Sunny' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer)))),
    );
    await expect(load()).rejects.toThrow(/off the contract/);
  });
});
