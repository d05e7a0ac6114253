import { SMTPServer } from 'smtp-server';
import { parseMail } from '../../tests/support/mime';

export interface CapturedMail {
  to: string;
  subject: string;
  messageId: string;
  receivedAt: number;
}

export interface SmtpSink {
  port: number;
  url: string;
  /** Every message accepted since the sink was created, across stops and starts. */
  mails: CapturedMail[];
  running(): boolean;
  /** Refuses connections from now on (the port is closed), as a mail relay that went down. */
  stop(): Promise<void>;
  /** Listens on the same port again. */
  start(): Promise<void>;
}

/**
 * A real SMTP server on a fixed port that keeps every message it accepts, so a chaos scenario
 * can stop it (connections are refused, open ones cut) and start it again, then count what
 * arrived once, twice or never.
 */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const mails: CapturedMail[] = [];
  let server: SMTPServer | undefined;

  const start = async () => {
    if (server) return;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Stopping must be an outage, not a polite wait for senders to finish.
      closeTimeout: 100,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
          mails.push({ to: mail.to.toLowerCase(), subject: mail.subject, messageId: mail.headers['message-id'] ?? '', receivedAt: Date.now() });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
    });
    server = smtp;
  };

  await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    running: () => server !== undefined,
    start,
    async stop() {
      const smtp = server;
      server = undefined;
      if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
