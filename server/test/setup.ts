// Runs before every server test file. Hashing a password at the product's cost (Argon2id, 19 MiB, 2 passes) is
// costly, and the suite creates, signs up and signs in hundreds of users: here argon2 hashes at its
// smallest cost instead (verifying reads the cost from the hash, so it is cheap too). What the product asks argon2
// for is kept in `requestedHashOptions`: server/src/auth/password.test.ts checks that it is the product's full cost.
import type { Options } from '@node-rs/argon2';
import { vi } from 'vitest';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    hash(password: string | Uint8Array, options?: Options) {
      (globalThis as { requestedHashOptions?: Options }).requestedHashOptions = options;
      return argon2.hash(password, { ...options, memoryCost: 8, timeCost: 1, parallelism: 1 });
    },
  };
});
