// What every storage driver does (local disk, S3-compatible): the interface the drivers and their callers share.
import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface Storage {
  /** 'local' or 's3': shown on the files screen. */
  readonly kind: string;
  /**
   * Stores the stream under `key`, all or nothing: when the stream fails (too large, client gone) nothing is left
   * under `key` nor anywhere else. Resolves with the number of bytes written.
   */
  put(key: string, body: Readable): Promise<number>;
  /** The bytes (or a range of them), or undefined when nothing is stored under `key`. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
}
