import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

// How a finished message leaves: over SMTP, or (with no SMTP configured) as an .eml file under
// DATA_DIR/mail that an operator can open in any mail program.

export type MailTransport = {
  readonly kind: 'smtp' | 'file';
  /** Sends one message; `name` identifies it (file transport: the .eml's name, so a resend replaces it). */
  send(message: SendMailOptions, name: string): Promise<void>;
  close(): void;
};

export type SmtpSettings = { host: string; port: number; secure: boolean; user?: string; password?: string };

export function createMailTransport(settings: { smtp: SmtpSettings | null; mailDir: string }): MailTransport {
  return settings.smtp ? smtpTransport(settings.smtp) : fileTransport(settings.mailDir);
}

function smtpTransport({ host, port, secure, user, password }: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport({
    host,
    port,
    secure,
    auth: user ? { user, pass: password ?? '' } : undefined,
    // Fail fast when the server is away: the outbox retries later with backoff. One attempt
    // (connect, greeting, then at most 30 s of silence) ends well within the outbox lease (60 s).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

function fileTransport(mailDir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message, name) {
      const info = await builder.sendMail(message);
      await fs.mkdir(mailDir, { recursive: true });
      const target = path.join(mailDir, `${name}.eml`);
      const temporary = `${target}.tmp`;
      await fs.writeFile(temporary, info.message as Buffer);
      // A rename appears whole: a reader never sees half a message.
      await fs.rename(temporary, target);
    },
    close: () => builder.close(),
  };
}
