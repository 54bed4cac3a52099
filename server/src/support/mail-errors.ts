// What went wrong talking to a mail server, as a code the admin translates and a sentence for the log and the
// account's page. Codes: AUTH_FAILED, HOST_UNREACHABLE, TIMEOUT, TLS_FAILED, MAIL_ERROR.
export interface MailFailure {
  code: 'AUTH_FAILED' | 'HOST_UNREACHABLE' | 'TIMEOUT' | 'TLS_FAILED' | 'MAIL_ERROR' | 'PASSWORD_UNREADABLE';
  message: string;
}

const UNREACHABLE = ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNRESET'];

type ErrorLike = {
  code?: unknown;
  message?: unknown;
  authenticationFailed?: unknown;
  responseText?: unknown;
  response?: unknown;
  responseCode?: unknown;
  cause?: unknown;
};

export function mailFailure(
  error: unknown,
  server: { host: string; port: number; protocol: 'IMAP' | 'SMTP' },
): MailFailure {
  const e = (error ?? {}) as ErrorLike;
  const cause = (e.cause ?? {}) as ErrorLike;
  const code = String(e.code ?? cause.code ?? '');
  const where = `${server.protocol} ${server.host}:${server.port}`;
  const said = String(e.responseText ?? e.response ?? e.message ?? '').slice(0, 300);
  if (e.authenticationFailed || code === 'EAUTH' || e.responseCode === 535)
    return { code: 'AUTH_FAILED', message: `${where} refused the user name or password${said ? `: ${said}` : ''}` };
  if (UNREACHABLE.includes(code))
    return { code: 'HOST_UNREACHABLE', message: `Could not connect to ${where} (${code})` };
  if (code === 'ETIMEDOUT' || code === 'CONNECT_TIMEOUT' || code === 'GREETING_TIMEOUT' || /timeout/i.test(code))
    return { code: 'TIMEOUT', message: `${where} did not answer in time` };
  if (/SSL|TLS|CERT|EPROTO/i.test(code) || /certificate|ssl|tls/i.test(String(e.message ?? '')))
    return { code: 'TLS_FAILED', message: `Secure connection to ${where} failed: ${said}` };
  if (code === 'ECONNECTION' || code === 'ESOCKET')
    return { code: 'HOST_UNREACHABLE', message: `Could not connect to ${where}${said ? `: ${said}` : ''}` };
  return { code: 'MAIL_ERROR', message: `${where}: ${said || 'unknown error'}` };
}
