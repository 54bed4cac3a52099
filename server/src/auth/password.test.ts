// The product hashes passwords at Argon2id's full default cost. Server tests hash at the smallest cost
// (server/test/setup.ts records what the product asked for): this checks what it asks for gives the full cost.
import type { Options } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('asks argon2 for Argon2id at 19 MiB, 2 passes, one lane', async () => {
    const hashed = await hashPassword('Shelf-of-books-7');
    expect(await verifyPassword(hashed, 'Shelf-of-books-7')).toBe(true);
    expect(await verifyPassword(hashed, 'Shelf-of-books-8')).toBe(false);
    const requested = (globalThis as { requestedHashOptions?: Options }).requestedHashOptions;
    const argon2 = await vi.importActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
    const atProductCost = await argon2.hash('Shelf-of-books-7', requested);
    expect(atProductCost).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
