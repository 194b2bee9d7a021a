import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

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
export function mailTransportFromEnv(env: NodeJS.ProcessEnv, dataDir: string): MailTransport {
  const from = env.MAIL_FROM || 'Maple Market <no-reply@maplemarket.test>';
  if (env.SMTP_URL || env.SMTP_HOST) {
    const transporter: Transporter = env.SMTP_URL
      ? nodemailer.createTransport(env.SMTP_URL)
      : nodemailer.createTransport({
          host: env.SMTP_HOST,
          port: Number(env.SMTP_PORT || 587),
          secure: env.SMTP_SECURE === 'true',
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
        });
    return {
      describe: () => `SMTP ${env.SMTP_HOST ?? new URL(env.SMTP_URL!).hostname}`,
      async send(mail) {
        await transporter.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, messageId: `<${mail.id}@maplemarket.test>` });
      },
    };
  }
  const dir = path.resolve(env.MAIL_DIR || path.join(dataDir, 'mail'));
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
