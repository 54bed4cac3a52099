// The local-disk storage driver: `<root>/<path_key>`. Writes go to `<root>/.tmp/<random>` and are renamed into place,
// after they are flushed to the disk, so a reader never sees half a file and a failed upload leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, Storage } from './storage-driver';

export function localStorage(root: string): Storage {
  const tmpDir = path.join(root, '.tmp');
  const fileOf = (key: string) => {
    const file = path.resolve(root, ...key.split('/'));
    // keys are checked before they get here; this is the last line of defence against leaving the root
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key outside the root: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = fileOf(key);
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomBytes(12).toString('hex'));
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // flush: the bytes are on the disk before the rename makes them visible (a crash leaves the old state, not half a file)
      const out = createWriteStream(tmp, { flags: 'wx', flush: true });
      try {
        await pipeline(body, count, out);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
        return size;
      } catch (error) {
        // a stream that failed before the file was open still opens it, then closes: remove it once it is closed
        if (!out.closed) await once(out, 'close').catch(() => undefined);
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return undefined;
      } catch {
        return undefined;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
