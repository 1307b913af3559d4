import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where outgoing mail goes: SMTP when configured, otherwise the log (so a fresh install still works). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}): MailTransport {
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
