// Sending through an account's SMTP server (nodemailer).
import nodemailer from 'nodemailer';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the start (465); otherwise STARTTLS when the server offers it. */
  tls: boolean;
  user: string;
  password: string;
}

export function smtpTransportOf(settings: SmtpSettings) {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.tls,
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

/** Connects and signs in without sending: throws what the server said when it refuses. */
export async function testSmtp(settings: SmtpSettings): Promise<void> {
  const transport = smtpTransportOf(settings);
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}
