import { createServer, STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { createSiteApp, type SiteDependencies } from './app.ts';
import { refusedRequest, refuseTarget, type RefusedStatus } from './bad-requests.ts';
import { errorPage } from './error-pages.ts';
import { trustedProxies } from '../contract/forwarded.ts';
import { requestOrigin } from './forwarded.ts';
import { respond } from './respond.ts';
import { pagePolicy, securityHeaders } from './security-headers.ts';

/**
 * The front server's HTTP server. Requests whose target is malformed or too long, and
 * those the HTTP parser refuses (headers too large), get the localised error page with
 * its status and the security headers before any route runs; the rest go to the app.
 */
export function createSiteServer(deps: SiteDependencies): Server {
  const { config, files, manifest } = deps;
  // A request @hono/node-server cannot turn into a URL (a bad Host header) is a bad request.
  const listener = getRequestListener(createSiteApp(deps).fetch, {
    errorHandler: async () => {
      const { status, headers, body } = await refusal(400, '/', false);
      return new Response(body, { status, headers });
    },
  });

  const proxies = trustedProxies(config.trustedProxies);

  // Refusals carry the headers of a static page: their pages are static pages of the build.
  async function refusal(
    status: RefusedStatus,
    path: string,
    https: boolean,
    acceptEncoding?: string,
  ) {
    const request = new Request('http://localhost/', {
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
    const response = await respond(request, errorPage(files, status, path));
    const headers = securityHeaders('page', {
      https,
      pageCsp: pagePolicy(manifest.policy, { embeddable: false, https }),
    });
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return { status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }

  const server = createServer(
    { maxHeaderSize: config.limits.headerBytes },
    (incoming, outgoing: ServerResponse) => {
      const target = incoming.url ?? '/';
      const refused = refuseTarget(target, config.limits);
      if (refused === undefined) {
        void listener(incoming, outgoing);
        return;
      }
      const path = target.startsWith('/') ? (target.split('?')[0] ?? '/') : '/';
      const { protocol } = requestOrigin(
        incoming.socket.remoteAddress,
        'encrypted' in incoming.socket,
        {
          forwardedFor: String(incoming.headers['x-forwarded-for'] ?? ''),
          forwardedProto: String(incoming.headers['x-forwarded-proto'] ?? ''),
        },
        proxies,
      );
      void refusal(refused, path, protocol === 'https', incoming.headers['accept-encoding']).then(
        ({ status, headers, body }) => {
          outgoing.writeHead(status, Object.fromEntries(headers));
          outgoing.end(incoming.method === 'HEAD' ? undefined : body);
        },
      );
    },
  );

  server.on(
    'clientError',
    (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
      if (!socket.writable || error.code === 'ECONNRESET') {
        socket.destroy();
        return;
      }
      const { status, path } = refusedRequest(error.code, error.rawPacket, config.limits);
      void refusal(status, path, 'encrypted' in socket).then(({ headers, body }) => {
        headers.set('Connection', 'close');
        headers.set('Content-Length', String(body.byteLength));
        const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`];
        for (const [name, value] of headers) head.push(`${name}: ${value}`);
        socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body]));
      });
    },
  );
  return server;
}
