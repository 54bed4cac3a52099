// A real SMTP server for the newsletter tests (smtp-server on a random loopback port): keeps every message it accepts,
// can answer chosen recipients with a temporary (4xx) or permanent (5xx) refusal, and a minimal MIME reader to look at
// what arrived (headers unfolded, encoded words and quoted-printable/base64 parts decoded).
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string;
  raw: string;
  headers: Record<string, string>;
  subject: string;
  html: string;
  text: string;
}

export interface SmtpSink {
  url: string;
  messages: Received[];
  /** Answer for a recipient address: a code and message to refuse it, or undefined to accept. */
  refuse: Map<string, { code: number; times: number }>;
  onMessage?: (message: Received) => void;
  /** While set, messages are received (and kept) but the server answers them only when it resolves: mail in flight. */
  gate?: Promise<void>;
  close(): Promise<void>;
}

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_w, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );

function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const at = part.indexOf('\r\n\r\n') >= 0 ? part.indexOf('\r\n\r\n') : part.indexOf('\n\n');
  const head = part.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const body = part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

export function parseMail(to: string, raw: string): Received {
  const { headers, body } = splitPart(raw);
  let html = '';
  let text = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const p = splitPart(part.replace(/^\r?\n/, ''));
    const type = (p.headers['content-type'] ?? '').toLowerCase();
    if (type.startsWith('text/html')) html = decodeBody(p.headers, p.body);
    else if (type.startsWith('text/plain')) text = decodeBody(p.headers, p.body);
  }
  return { to, raw, headers, subject: decodeWords(headers.subject ?? ''), html, text };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    messages: [],
    refuse: new Map(),
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = sink.refuse.get(address.address.toLowerCase());
      if (refusal && refusal.times > 0) {
        refusal.times -= 1;
        const error = new Error(refusal.code >= 500 ? 'mailbox unavailable' : 'try again later') as Error & {
          responseCode: number;
        };
        error.responseCode = refusal.code;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const rcpt of session.envelope.rcptTo) {
          const message = parseMail(rcpt.address.toLowerCase(), raw);
          sink.messages.push(message);
          sink.onMessage?.(message);
        }
        if (sink.gate) void sink.gate.then(() => callback());
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
