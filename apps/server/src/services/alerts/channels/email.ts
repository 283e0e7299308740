import type { Transporter } from 'nodemailer';
import { ALERT_EMAIL_LABELS } from '@plantel/contracts';
import type { ChannelSender } from './channel';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail; one per server, from PLANTEL_SMTP_URL. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  // nodemailer is loaded with the first message: most runs of the server send none for a while.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
      const smtp = await transport;
      await smtp.sendMail({ from, ...message });
    },
  };
}

/** The e-mail channel: the message's text with its app and acknowledge links. A 5xx SMTP answer is final, anything else is tried again. */
export function emailSender(mailer: Mailer): ChannelSender {
  return {
    kind: 'email',
    async send(address, message) {
      const l = ALERT_EMAIL_LABELS[message.locale];
      const text = `${message.body}\n\n${l.open}: ${message.url}\n${l.acknowledge}: ${message.acknowledgeUrl}`;
      try {
        await mailer.send({ to: address, subject: message.title, text });
        return { ok: true, retryable: false, status: null, detail: 'accepted' };
      } catch (err) {
        const code = (err as { responseCode?: unknown }).responseCode;
        const status = typeof code === 'number' ? code : null;
        return { ok: false, retryable: status === null || status < 500, status, detail: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}
