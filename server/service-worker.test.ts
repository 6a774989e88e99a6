import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePolicy } from './security-headers.ts';
import { fakeAstro, fixtureBuild, startFixtureSite, type FixtureBuild } from './test-support.ts';

let build: FixtureBuild;
let normal: Awaited<ReturnType<typeof startFixtureSite>>;
let retired: Awaited<ReturnType<typeof startFixtureSite>>;

beforeAll(async () => {
  build = await fixtureBuild();
  const astro = fakeAstro({}).handler;
  normal = await startFixtureSite({ astro, build });
  retired = await startFixtureSite({ astro, build, config: { retireServiceWorker: true } });
});
afterAll(async () => {
  await normal.close();
  await retired.close();
  build.remove();
});

describe('/sw.js', () => {
  it('serves the built worker, revalidated on every check, allowed to fetch only this site', async () => {
    const response = await fetch(`${normal.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('built worker');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const policy = parsePolicy(response.headers.get('content-security-policy') ?? '');
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('with the kill switch on, answers a worker that removes the caches and unregisters itself', async () => {
    const response = await fetch(`${retired.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const script = await response.text();
    expect(script).not.toContain('built worker');
    expect(script).toContain('self.registration.unregister()');
    expect(script).toContain('caches.delete');
    expect(script).toContain('"stayway-"');
  });

  it('pages let this site register its worker and manifest', async () => {
    const response = await fetch(`${normal.url}/hotels`);
    const policy = parsePolicy(response.headers.get('content-security-policy') ?? '');
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'", 'data:']);
  });
});
