import { createTransport, type Transporter } from 'nodemailer';
import { defaultShopConfig } from '../../../../shared/src/config/shopConfig';
import { renderAuthEmail, type AuthEmailKind, type EmailChange } from './authEmails';

/** The log event of each e-mail (tests and `--email-confirm` without SMTP read the links there). */
const LOG_EVENT: Record<AuthEmailKind, string> = {
  signup: 'confirmation_email',
  recovery: 'recovery_email',
  email_change: 'email_change_email',
  email_change_current: 'email_change_current_email',
};

export interface AuthEmail {
  kind: AuthEmailKind;
  to: string;
  link: string;
  /** How long the link works (said in the e-mail). */
  lifetimeSeconds: number;
  /** An e-mail change's addresses (its two e-mails say what changes to what). */
  change?: EmailChange;
}

export interface Mailer {
  /**
   * Log the e-mail and, with SMTP configured, send it in the background: the
   * answer to the request never waits for (nor tells about) delivery, so its
   * timing says nothing about whether an account exists.
   */
  send(email: AuthEmail): void;
  /** Resolves when every e-mail handed over so far was delivered or failed (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The auth service's mailer: every e-mail is logged (event `confirmation_email`,
 * `recovery_email`, `email_change_email` or `email_change_current_email`, with its link), and with an SMTP
 * URL (`smtp://host:port`, e.g. the mail catcher `npm start` runs) also sent,
 * from the shop's address, in HTML and text.
 */
export function createMailer(options: { smtpUrl?: string; log: (event: Record<string, unknown>) => void }): Mailer {
  const { log } = options;
  const transport: Transporter | null = options.smtpUrl
    ? createTransport(
        // short time limits, so a server that is away costs a logged failure, never a stuck shutdown
        { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
        { from: { name: defaultShopConfig.brandName, address: defaultShopConfig.email } },
      )
    : null;
  const pending = new Set<Promise<void>>();
  return {
    send({ kind, to, link, lifetimeSeconds, change }) {
      log({ event: LOG_EVENT[kind], email: to, link });
      if (!transport) return;
      const { subject, html, text } = renderAuthEmail(kind, link, lifetimeSeconds, defaultShopConfig, change);
      const delivery = transport.sendMail({ to, subject, html, text }).then(
        (info) => log({ event: 'mail_sent', kind, email: to, messageId: info.messageId }),
        (error: unknown) =>
          log({ event: 'mail_failed', kind, email: to, error: error instanceof Error ? error.message : String(error) }),
      );
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async idle() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      transport?.close();
    },
  };
}
