import type { RawValue } from '../types';

/**
 * The data rows of a file still being read: the array grows as chunks are parsed, and a conversion waits
 * for more rows (`more`) until the file is read (`finished`).
 */
export class RowStream {
  finished = false;
  private share = 0;
  private waiters: (() => void)[] = [];

  constructor(readonly rows: readonly RawValue[][]) {}

  /** Rows were added; `share` is how much of the file has been read (0 to 1). */
  grew(share: number): void {
    this.share = share;
    this.wake();
  }

  finish(): void {
    this.finished = true;
    this.wake();
  }

  /** Resolves when rows are added or the file is read. */
  more(): Promise<void> {
    if (this.finished) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Rows the file will have: exact once read, estimated from the share read before. */
  expectedTotal(): number {
    if (this.finished || this.share <= 0) return this.rows.length;
    return Math.max(this.rows.length, Math.round(this.rows.length / this.share));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
