/**
 * A file's bytes that a reader may let go of (set to null) once it no longer needs them, so a large file
 * is not held in memory while the rows made from it are.
 */
export interface FileBytes {
  bytes: ArrayBuffer | Uint8Array | null;
}

/** An ArrayBuffer, also one made in another realm (a worker's or a test environment's). */
export const isArrayBuffer = (data: unknown): data is ArrayBuffer =>
  Object.prototype.toString.call(data) === '[object ArrayBuffer]';

/** Bytes themselves, not a `FileBytes` holding them. */
export function isBytes(data: ArrayBuffer | Uint8Array | FileBytes): data is ArrayBuffer | Uint8Array {
  return ArrayBuffer.isView(data) || isArrayBuffer(data);
}

/** The bytes of `data`, taken out of a `FileBytes` (which then holds none): the caller is the last to need them. */
export function takeBytes(data: ArrayBuffer | Uint8Array | FileBytes): ArrayBuffer | Uint8Array {
  if (isBytes(data)) return data;
  const { bytes } = data;
  if (!bytes) throw new Error('The file was already read');
  data.bytes = null;
  return bytes;
}

type Transferable = ArrayBuffer & { transfer?: (length: number) => ArrayBuffer; detached?: boolean };

/**
 * Frees the memory of bytes no one else reads: their buffer is detached (ArrayBuffer.prototype.transfer
 * with no length), which gives its memory back at once instead of at the next full garbage collection,
 * which may come only after the rest of a large file is parsed. Only a buffer that is all of these bytes
 * is released; on runtimes without `transfer` nothing happens.
 */
export function releaseBytes(data: ArrayBuffer | Uint8Array | readonly number[] | null | undefined): void {
  if (!data || Array.isArray(data)) return;
  const view = data as ArrayBuffer | Uint8Array;
  const buffer = (ArrayBuffer.isView(view) ? view.buffer : view) as Transferable;
  if (ArrayBuffer.isView(view) && (view.byteOffset !== 0 || view.byteLength !== buffer.byteLength)) return;
  if (typeof buffer.transfer !== 'function' || buffer.detached) return;
  buffer.transfer(0);
}
