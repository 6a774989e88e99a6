/**
 * The no-script twin of a site (issue 30), for the Lighthouse benchmark: a loopback server in
 * front of the site that sends every file as the site does (same bytes, same encoding, same
 * headers) and every HTML page as the site renders it with each `<script>` and
 * `modulepreload` link removed, compressed again in the encoding the browser accepts. The
 * twin is the limit a page could reach on the machine measuring it.
 */
import { createServer, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, compress } from '../server/compression.ts';

/** `html` without its scripts (inline, external, JSON) and module preloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload\b)[^>]*>/gi, '');
}

function decode(body, encoding) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** The browser's headers for the site, without conditions: a 304 has no page to strip. */
function forwardedHeaders(headers, host) {
  const conditions = new Set(['if-none-match', 'if-modified-since']);
  const kept = Object.entries(headers).filter(([name]) => !conditions.has(name));
  return { ...Object.fromEntries(kept), host };
}

/**
 * Starts the twin of the site at `base` on a free loopback port.
 * @param {string} base the site's origin (`http://127.0.0.1:PORT`)
 * @returns {Promise<{ base: string, stop: () => void }>}
 */
export async function serveTwin(base) {
  const site = new URL(base);
  const server = createServer((incoming, outgoing) => {
    const forward = httpRequest(
      {
        host: site.hostname,
        port: site.port,
        method: incoming.method,
        path: incoming.url,
        headers: forwardedHeaders(incoming.headers, site.host),
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', async () => {
          const html = decode(Buffer.concat(chunks), answer.headers['content-encoding']);
          const bytes = Buffer.from(withoutScripts(html.toString('utf8')));
          const encoding = chooseEncoding(incoming.headers['accept-encoding'], ['br', 'gzip']);
          const body = encoding ? await compress(bytes, encoding) : bytes;
          const headers = { ...answer.headers, 'content-length': String(body.byteLength) };
          delete headers['content-encoding'];
          delete headers['etag'];
          delete headers['transfer-encoding'];
          if (encoding) headers['content-encoding'] = encoding;
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(incoming.method === 'HEAD' ? undefined : body);
        });
      },
    );
    forward.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}
