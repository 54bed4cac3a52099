// An account's connection settings with its passwords opened (server side only: nothing here is ever answered).
import type { Config } from '../config';
import type { EmailAccount } from '../db/schema/index';
import type { ImapSettings } from './imap';
import { openSecret } from './secret-box';
import type { SmtpSettings } from './smtp';

export function imapSettingsOf(config: Config, account: EmailAccount): ImapSettings | undefined {
  const password = openSecret(config.secretKey, account.imapPasswordEnc);
  if (password === undefined) return undefined;
  return { host: account.imapHost, port: account.imapPort, tls: account.imapTls, user: account.imapUser, password };
}

export function smtpSettingsOf(config: Config, account: EmailAccount): SmtpSettings | undefined {
  const password = openSecret(config.secretKey, account.smtpPasswordEnc);
  if (password === undefined) return undefined;
  return { host: account.smtpHost, port: account.smtpPort, tls: account.smtpTls, user: account.smtpUser, password };
}

export const PASSWORD_UNREADABLE = "The stored password cannot be read with this server's SECRET_KEY: enter it again";
