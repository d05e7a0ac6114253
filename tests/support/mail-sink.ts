import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

export interface MailSink {
  smtpUrl: string;
  httpUrl?: string;
  mails: ParsedMail[];
  /** Resolves with the first mail to `to` matching `predicate`, waiting up to `timeoutMs`. */
  waitFor(to: string, predicate?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Refuse every message with a temporary failure, as a broken SMTP relay would. */
  setFailing(failing: boolean): void;
  /** How many SMTP connections were opened to it so far. */
  connections(): number;
  /** Closes every open connection, as a relay does to one left idle. */
  dropConnections(): void;
  stop(): Promise<void>;
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A real SMTP server for tests; with `httpPort` it also serves the received mail as an inbox page and JSON. */
export async function startMailSink(options: { smtpPort?: number; httpPort?: number } = {}): Promise<MailSink> {
  const mails: ParsedMail[] = [];
  let failing = false;
  let connections = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          callback(error);
          return;
        }
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  // A sender that dies mid-message (a test crashing its node) resets the connection, and
  // smtp-server reports that as an 'error' event, which unheard would end the whole test file.
  // The message it was sending is simply not received, as with a real relay.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(options.smtpPort ?? 0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let http: Server | undefined;
  if (options.httpPort !== undefined) {
    http = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const to = url.searchParams.get('to')?.toLowerCase();
      const selected = to ? mails.filter((m) => m.to.toLowerCase().includes(to)) : mails;
      if (url.pathname === '/mails') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(selected));
        return;
      }
      const items = selected
        .map((m) => `<article><h2>${escape(m.subject)}</h2><p>To: ${escape(m.to)}</p><pre>${escape(m.text)}</pre></article>`)
        .join('<hr>');
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Inbox</title><h1>Inbox${to ? ` of ${escape(to)}` : ''}</h1>${items || '<p>No mail.</p>'}`);
    });
    await new Promise<void>((resolve) => http!.listen(options.httpPort, '127.0.0.1', resolve));
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: http ? `http://127.0.0.1:${(http.address() as AddressInfo).port}` : undefined,
    mails,
    async waitFor(to, predicate = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && predicate(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms (got ${mails.length} in all)`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    setFailing(value) {
      failing = value;
    },
    connections: () => connections,
    dropConnections() {
      for (const connection of smtp.connections) (connection as { close(): void }).close();
    },
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await new Promise<void>((resolve) => http!.close(() => resolve()));
    },
  };
}
