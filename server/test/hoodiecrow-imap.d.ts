// hoodiecrow-imap ships no types: the part the support tests use.
declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';
  interface HoodiecrowOptions {
    plugins?: string[];
    users?: Record<string, { password: string }>;
    storage?: Record<string, unknown>;
  }
  interface Hoodiecrow {
    server: Server;
    listen(port: number, host: string, callback: () => void): void;
    close(callback: () => void): void;
    appendMessage(mailbox: string, flags: string[], internaldate: Date, raw: string): unknown;
  }
  export default function hoodiecrow(options: HoodiecrowOptions): Hoodiecrow;
}
