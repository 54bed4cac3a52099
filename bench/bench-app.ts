// What the benches' own server processes share: the configuration of a bench (no demo data, no log), a superuser
// to sign the load in (the benches measure lists and searches, not the role check), and a clean stop.
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createAccessToken } from '../server/src/auth/tokens';
import { createUser } from '../server/src/auth/users';
import { loadConfig, type Config } from '../server/src/config';
import type { Db, Database } from '../server/src/db/client';

export const benchConfig = (dataDir: string, port?: string): Config =>
  loadConfig({
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PORT: port,
  });

/** A superuser's access token. */
export async function benchToken(db: Db, config: Config): Promise<string> {
  const user = await createUser(db, {
    email: 'bench@example.com',
    password: 'bench-password',
    firstName: 'Bench',
    isSuperuser: true,
  });
  return createAccessToken(config, user!);
}

/** On SIGTERM or SIGINT: closes the app and the database, removes the bench's data folder and exits. */
export function stopOnSignal(app: FastifyInstance, database: Database, dataDir: string): void {
  const stop = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
