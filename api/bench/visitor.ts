/**
 * One visitor of a benchmark: its own client address (sent as X-Forwarded-For, so run the API
 * with TRUSTED_PROXIES=loopback, as behind the site's front server) and its own session cookies.
 */
export class Visitor {
  readonly address: string;
  readonly #token: string;
  cookies = '';
  xsrf = '';

  /** `index` picks the address (10.x.y.z); `token` is the API's PUBLIC_CLIENT_TOKEN. */
  constructor(index: number, token: string) {
    this.address = `10.${Math.floor(index / 65_536) % 256}.${Math.floor(index / 256) % 256}.${index % 256}`;
    this.#token = token;
  }

  /** The headers of a signed-out call (with the session and XSRF token once started). */
  headers(): Record<string, string> {
    return {
      authorization: `Bearer ${this.#token}`,
      accept: 'application/json',
      'x-forwarded-for': this.address,
      ...(this.cookies ? { cookie: this.cookies, 'x-xsrf-token': this.xsrf } : {}),
    };
  }

  /** Opens a session on the API at `base` (`GET /sanctum/csrf-cookie`). */
  async start(base: string): Promise<void> {
    const response = await fetch(`${base}/sanctum/csrf-cookie`, { headers: this.headers() });
    const pairs = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    this.cookies = pairs.join('; ');
    this.xsrf = decodeURIComponent(
      pairs.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '',
    );
  }
}
