import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AstroHandler } from './astro-renderer.ts';
import { RenderQueue, RenderQueueFull } from './render-queue.ts';
import { onDemandPage, startFixtureSite } from './test-support.ts';

/** A render that finishes when the test says so. */
function gate(): { wait: Promise<void>; open(): void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe('RenderQueue', () => {
  it('runs N renders at once, queues a few more in order, refuses the rest at once', async () => {
    const queue = new RenderQueue(2, 1);
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const render = (n: number) => async () => {
      started.push(n);
      await gates[n]!.wait;
      return n;
    };
    const running = [queue.run(render(0)), queue.run(render(1)), queue.run(render(2))];
    await expect(queue.run(render(3))).rejects.toBeInstanceOf(RenderQueueFull);
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await expect(running[1]).resolves.toBe(1);
    await expect.poll(() => started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    await expect(Promise.all(running)).resolves.toEqual([0, 1, 2]);
    // A failed render frees its slot too.
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(Promise.all([queue.run(render(0)), queue.run(render(1))])).resolves.toEqual([
      0, 1,
    ]);
  });
});

describe('the front server under load', () => {
  const held = gate();
  let renders = 0;
  // Per-visitor pages wait for `held`; every page says which host it was rendered for.
  const astro: AstroHandler = async (request: IncomingMessage, response: Writable) => {
    renders += 1;
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/account/')) await held.wait;
    const target = response as Writable & {
      writeHead(status: number, headers: Record<string, string>): void;
    };
    target.writeHead(200, { 'content-type': 'text/html' });
    target.end(onDemandPage(`Rendered for ${request.headers.host ?? ''}`));
  };
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  beforeAll(async () => {
    site = await startFixtureSite({ astro, config: { render: { concurrency: 2, queue: 1 } } });
  });
  afterAll(() => site.close());

  it('renders at most N pages at once, queues a few, answers 503 with Retry-After beyond', async () => {
    const page = (n: number) => fetch(`${site.url}/account/reservations?n=${n}`);
    const first = [page(1), page(2)];
    await expect.poll(() => renders).toBe(2);
    // Both slots are busy: of two more visitors, one waits its turn and one is turned away
    // at once (the first answer: the waiting one cannot finish before the slots free up).
    const more = [page(3), page(4)];
    const over = await Promise.race(more);
    expect(over.status).toBe(503);
    expect(over.headers.get('retry-after')).toBe('5');
    expect(over.headers.get('content-type')).toMatch(/^text\/html/);
    expect(renders).toBe(2);
    held.open();
    const answers = await Promise.all([...first, ...more]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 503]);
    expect(renders).toBe(3);
    expect((await page(5)).status).toBe(200);
    console.log(
      'render queue: 2 renders at once and 1 waiting; the 4th page at once answered 503 with Retry-After: 5, the others 200 once rendered',
    );
  });

  it('renders shared pages for the canonical host, whatever Host the visitor sends', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const url = new URL(`${site.url}/hotels/destination/spain/barcelona/casa-sol?check_in=x`);
      const req = httpRequest(
        url,
        { headers: { host: 'attacker.example', 'accept-encoding': 'identity' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(body).toContain('Rendered for localhost:4321');
    expect(body).not.toContain('attacker.example');
  });
});
