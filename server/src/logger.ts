// Logger options: JSON lines (pino) with no secret in them. Authorization and cookie headers are redacted,
// and tokens in request URLs (invitation paths, ?token=) are masked before the URL is logged.
import type { FastifyServerOptions, FastifyRequest } from 'fastify';

export interface LogOptions {
  level?: string;
  /** Where log lines go (tests pass a stream to read them back); stdout by default. */
  stream?: { write(line: string): void };
}

const TOKEN_IN_PATH = /(\/accept-invite\/)[^/?#]+/gi;
const TOKEN_IN_QUERY = /([?&](?:token|access_token|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(TOKEN_IN_QUERY, '$1[redacted]');
}

export function loggerOptions(options: LogOptions | false): FastifyServerOptions['logger'] {
  if (options === false) return false;
  return {
    level: options.level ?? 'info',
    ...(options.stream ? { stream: options.stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.new_password',
        '*.current_password',
        '*.token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
