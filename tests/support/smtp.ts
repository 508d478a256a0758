import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (smtp-server): it accepts every message and keeps it,
 * parsed (and, with `mailboxDir`, as an .eml file other processes can read). It can be stopped
 * and started again on the same port to play a mail server outage.
 */
export type TestSmtpServer = {
  port: number;
  messages: ParsedMail[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startSmtpServer({
  port = 0,
  listen = true,
  mailboxDir,
}: { port?: number; listen?: boolean; mailboxDir?: string } = {}): Promise<TestSmtpServer> {
  if (mailboxDir) fs.mkdirSync(mailboxDir, { recursive: true });
  const messages: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        // Its bundled certificate has expired: plain SMTP on localhost.
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks);
            if (mailboxDir) fs.writeFileSync(path.join(mailboxDir, `${Date.now()}-${randomUUID()}.eml`), raw);
            simpleParser(raw)
              .then((mail) => {
                messages.push(mail);
                callback();
              })
              .catch(callback);
          });
        },
      });
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        boundPort = (server!.server.address() as { port: number }).port;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const closing = server;
      server = null;
      closing.close(() => resolve());
    });

  if (listen) await start();
  else if (port === 0) throw new Error('A server that starts stopped needs a fixed port');
  return {
    get port() {
      return boundPort;
    },
    messages,
    start,
    stop,
  };
}
