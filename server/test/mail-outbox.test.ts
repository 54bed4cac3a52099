// The outbox and memory mailers say whether a message carrying a Message-ID was delivered: the outbox keeps it under a
// file named from its Message-ID that exists only once the whole message is there (a write that breaks off leaves
// nothing under that name), and a second delivery of one Message-ID is kept once. Messages without one keep their
// time-stamped names.
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxNameOf, type MailMessage } from '../src/mail';
import { testConfig } from './helpers';

/** While set, writeFile writes the first half of what it is given and then fails, as a full disk or a killed process would. */
const breakOff = { on: false };
const brokenFs = async (original: () => Promise<typeof import('node:fs/promises')>) => {
  const fs = await original();
  const writeFile: typeof fs.writeFile = async (file, data, options) => {
    if (!breakOff.on || !Buffer.isBuffer(data)) return fs.writeFile(file, data, options);
    await fs.writeFile(file, data.subarray(0, Math.floor(data.length / 2)), options);
    throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  };
  return { ...fs, writeFile, default: { ...fs, writeFile } };
};

// The server's test files share one module graph per worker, so the mailer is loaded afresh here with the file
// system above, and the worker's modules are forgotten again afterwards.
let createMailer: typeof import('../src/mail').createMailer;
beforeAll(async () => {
  vi.doMock('node:fs/promises', brokenFs);
  vi.resetModules();
  ({ createMailer } = await import('../src/mail'));
});
afterAll(() => {
  vi.doUnmock('node:fs/promises');
  vi.resetModules();
});

const log = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
const outboxConfig = () => testConfig({ outboxDir: mkdtempSync(path.join(tmpdir(), 'outbox-test-')) });
const message = (messageId?: string): MailMessage => ({
  to: 'reader@example.com',
  subject: 'שלום',
  text: `${Array.from({ length: 300 }, (_, i) => `line ${i}`).join('\n')}\nthe end`,
  ...(messageId ? { messageId } : {}),
});
const ID = '<newsletter-7.3@admin.test>';

afterEach(() => {
  breakOff.on = false;
});

describe('the outbox mailer', () => {
  it('keeps a message with a Message-ID under a name made from it, and says it was delivered', async () => {
    const config = outboxConfig();
    const mailer = createMailer(config, log, 'outbox');
    expect(await mailer.delivered(ID)).toBe(false);
    await mailer.send(message(ID));
    expect(await mailer.delivered(ID)).toBe(true);
    expect(await mailer.delivered('<newsletter-8.3@admin.test>')).toBe(false);
    expect(await readdir(config.outboxDir)).toEqual(['newsletter-7.3@admin.test.eml']);
    expect(await readFile(path.join(config.outboxDir, outboxNameOf(ID)), 'utf8')).toContain(`Message-ID: ${ID}`);
  });

  it('a write that breaks off leaves nothing under the final name: not delivered, and the next try writes it whole', async () => {
    const config = outboxConfig();
    const mailer = createMailer(config, log, 'outbox');
    breakOff.on = true;
    await expect(mailer.send(message(ID))).rejects.toThrow(/ENOSPC/);
    breakOff.on = false;
    expect(await mailer.delivered(ID)).toBe(false);
    expect((await readdir(config.outboxDir)).filter((name) => name.endsWith('.eml'))).toEqual([]);
    await mailer.send(message(ID));
    expect(await mailer.delivered(ID)).toBe(true);
    expect(await readFile(path.join(config.outboxDir, outboxNameOf(ID)), 'utf8')).toMatch(/line 299\r?\nthe end/);
  });

  it('a second delivery of one Message-ID (from any process sharing the outbox) is kept once', async () => {
    const config = outboxConfig();
    const [one, other] = [createMailer(config, log, 'outbox'), createMailer(config, log, 'outbox')];
    await Promise.all([one.send(message(ID)), other.send(message(ID)), one.send(message(ID))]);
    expect(await readdir(config.outboxDir)).toEqual([outboxNameOf(ID)]);
  });

  it('messages without a Message-ID keep their own time-stamped files', async () => {
    const config = outboxConfig();
    const mailer = createMailer(config, log, 'outbox');
    await mailer.send(message());
    await mailer.send(message());
    const names = await readdir(config.outboxDir);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
  });
});

describe('the memory mailer', () => {
  it('says a message was delivered once it holds it', async () => {
    const mailer = createMailer(testConfig(), log, 'memory');
    expect(await mailer.delivered(ID)).toBe(false);
    await mailer.send(message(ID));
    expect(await mailer.delivered(ID)).toBe(true);
  });
});

describe('the SMTP mailer', () => {
  it('cannot tell', async () => {
    expect(await createMailer(testConfig({ smtpUrl: 'smtp://127.0.0.1:1' }), log, 'smtp').delivered(ID)).toBeNull();
  });
});
