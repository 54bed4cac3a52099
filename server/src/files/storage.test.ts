// The storage drivers' contract, run on local disk and on an S3-compatible server (s3rver, from npm, in this process):
// put/get/range/delete, and a failed write leaves nothing behind.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

const failingStream = () =>
  new Readable({
    read() {
      this.push(Buffer.alloc(64 * 1024, 7));
      setImmediate(() => this.destroy(new Error('client went away')));
    },
  });

const drivers: Record<string, { open(): Promise<Storage>; leftovers(): Promise<number>; close?(): Promise<void> }> =
  (() => {
    const localRoot = mkdtempSync(path.join(tmpdir(), 'storage-local-'));
    const s3Dir = mkdtempSync(path.join(tmpdir(), 'storage-s3-'));
    let server: S3rver | undefined;
    let storage: Storage | undefined;
    const walk = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (n, e) => n + (e.isDirectory() ? walk(path.join(dir, e.name)) : 1),
        0,
      );
    return {
      local: {
        open: async () => localStorage(localRoot),
        leftovers: async () => walk(localRoot),
      },
      s3: {
        async open() {
          server = new S3rver({
            port: 0,
            address: '127.0.0.1',
            silent: true,
            directory: s3Dir,
            configureBuckets: [{ name: 'files', configs: [] }],
          });
          const { port } = (await server.run()) as { port: number };
          storage = await s3Storage({
            bucket: 'files',
            endpoint: `http://127.0.0.1:${port}`,
            region: 'us-east-1',
            accessKeyId: 'S3RVER',
            secretAccessKey: 'S3RVER',
            forcePathStyle: true,
          });
          return storage;
        },
        // s3rver keeps an object as a folder with its content and metadata files; it does not implement
        // AbortMultipartUpload, so the parts of an aborted upload stay in its '._S3rver_uploads' (real S3 and MinIO drop them)
        leftovers: async () =>
          readdirSync(path.join(s3Dir, 'files')).filter((entry) => entry !== '._S3rver_uploads').length,
        close: async () => void (await server?.close()),
      },
    };
  })();

describe.each(Object.keys(drivers))('storage driver (%s)', (name) => {
  const driver = drivers[name];
  let storage: Storage;
  beforeAll(async () => {
    storage = await driver.open();
  });
  afterAll(() => driver.close?.());

  it('stores, reads whole and by range, and deletes', async () => {
    const size = await storage.put('books/covers/a-שלום.txt', Readable.from([Buffer.from('שלום עולם')]));
    expect(size).toBe(Buffer.byteLength('שלום עולם'));
    expect(await text((await storage.get('books/covers/a-שלום.txt'))!)).toBe('שלום עולם');
    expect(await text((await storage.get('books/covers/a-שלום.txt', { start: 0, end: 7 }))!)).toBe('שלום');
    await storage.delete('books/covers/a-שלום.txt');
    expect(await storage.get('books/covers/a-שלום.txt')).toBeUndefined();
    await storage.delete('books/covers/a-שלום.txt'); // twice is fine
  });

  it('keeps nothing when the stream fails halfway', async () => {
    const before = await driver.leftovers();
    await expect(storage.put('failed/x.bin', failingStream())).rejects.toThrow('client went away');
    expect(await storage.get('failed/x.bin')).toBeUndefined();
    expect(await driver.leftovers()).toBe(before);
  });
});
