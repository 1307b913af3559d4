import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Where outgoing mail goes: SMTP when configured; else a pickup directory (MAIL_DIR) that another program
 * (or a test) collects from; else the log, so a fresh install still shows password-reset codes.
 */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  mailDir?: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}): MailTransport {
  const { mailDir } = options;
  if (!options.smtpUrl && mailDir) {
    fs.mkdirSync(mailDir, { recursive: true });
    let sequence = 0;
    return {
      async send(message) {
        const name = `${Date.now()}-${String(++sequence).padStart(6, '0')}.json`;
        const file = path.join(mailDir, name);
        await fs.promises.writeFile(`${file}.tmp`, JSON.stringify({ from: options.from, ...message }));
        await fs.promises.rename(`${file}.tmp`, file);
      },
    };
  }
  if (!options.smtpUrl) {
    return {
      async send(message) {
        options.log.info({ mail: message }, `mail to ${message.to}: ${message.subject}`);
      },
    };
  }
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({ from: options.from, ...message });
    },
  };
}
