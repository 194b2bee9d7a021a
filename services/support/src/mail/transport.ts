import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SupportSettings } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface MailTransport {
  send(mail: Mail & { id: string }): Promise<void>;
  describe(): string;
}

/** SMTP_URL (e.g. smtps://user:pass@smtp.example.com) or SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASSWORD
 * send real mail; without them each message is written as an .eml file in <DATA_DIR>/mail. */
export function mailTransportFrom(settings: SupportSettings, dataDir: string): MailTransport {
  const from = settings.MAIL_FROM;
  const { SMTP_URL: smtpUrl, SMTP_HOST: smtpHost } = settings;
  if (smtpUrl || smtpHost) {
    const transporter: Transporter = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({
          host: smtpHost,
          port: settings.SMTP_PORT,
          secure: settings.SMTP_SECURE,
          auth: settings.SMTP_USER ? { user: settings.SMTP_USER, pass: settings.SMTP_PASSWORD ?? '' } : undefined,
        });
    return {
      describe: () => `SMTP ${smtpHost ?? new URL(smtpUrl!).hostname}`,
      async send(mail) {
        await transporter.sendMail({
          from,
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          messageId: `<${mail.id}@maplemarket.test>`,
        });
      },
    };
  }
  const dir = settings.MAIL_DIR ?? path.resolve(dataDir, 'mail');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: () => `.eml files in ${dir}`,
    async send(mail) {
      const info = (await writer.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@maplemarket.test>`,
      })) as { message: Buffer };
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message);
      await fs.rename(`${file}.tmp`, file);
    },
  };
}
