import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Options of a CountingInbox. */
export interface CountingInboxOptions {
  /** How long the server takes over each message before accepting it (a real server's pace). */
  acceptDelayMs?: number;
  /** Called after each message is accepted (its 250 answer is on its way). */
  onAccepted?: (mail: ParsedMail) => void;
}

/**
 * A real SMTP server for tests and benchmarks (`smtp-server` on 127.0.0.1, a free port, parsed
 * with `mailparser`): keeps every message it accepts and counts them by Message-ID, so a
 * message delivered twice shows as a duplicate.
 */
export class CountingInbox {
  readonly received: ParsedMail[] = [];
  port = 0;
  readonly #options: CountingInboxOptions;
  readonly #server: SMTPServer;
  /** Sessions whose client went away: a message still in processing there is not accepted. */
  readonly #closed = new Set<string>();

  constructor(options: CountingInboxOptions = {}) {
    this.#options = options;
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // No reverse DNS lookup of 127.0.0.1 on each connection (it can take seconds offline).
      disableReverseLookup: true,
      logger: false,
      onClose: (session) => {
        this.#closed.add(session.id);
      },
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void simpleParser(Buffer.concat(chunks)).then(async (mail) => {
            const delay = this.#options.acceptDelayMs ?? 0;
            if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
            // A sender that died before the answer never learns of this message and sends it
            // again: like a server that commits only while it can still answer, drop it.
            if (this.#closed.has(session.id)) {
              done(new Error('client gone'));
              return;
            }
            // Accepted from here on: a sender that dies before recording the 250 answer sends
            // this message again, and it counts twice.
            this.received.push(mail);
            done();
            this.#options.onAccepted?.(mail);
          }, done);
        });
      },
    });
  }

  /** Listens on 127.0.0.1 at a free port (then in `port`). */
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  /** How many accepted messages carry each Message-ID. */
  countsByMessageId(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const mail of this.received) {
      const id = mail.messageId ?? '';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }

  /**
   * Delivery figures against the Message-IDs that should have arrived: accepted messages,
   * distinct Message-IDs, extra copies (duplicates), expected ones that never came (missing)
   * and accepted ones nobody expected (unexpected).
   */
  tally(expected: Iterable<string>) {
    const counts = this.countsByMessageId();
    const wanted = new Set(expected);
    let duplicates = 0;
    for (const n of counts.values()) duplicates += n - 1;
    return {
      sent: this.received.length,
      distinct: counts.size,
      duplicates,
      missing: [...wanted].filter((id) => !counts.has(id)).length,
      unexpected: [...counts.keys()].filter((id) => !wanted.has(id)).length,
    };
  }
}
