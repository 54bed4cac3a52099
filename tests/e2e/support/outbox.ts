import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The reset link of the newest mail written to the server's outbox for `email`. */
export async function resetLinkFor(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir()).catch(() => [])).filter((f) => f.endsWith('.eml')).sort().reverse();
        for (const file of files) {
          const raw = (await readFile(path.join(outboxDir(), file), 'utf8')).replace(/=\r?\n/g, '');
          if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
          const match = /https?:\/\/[^\s"<>]+\/resetPassword\?token=[^\s"<>]+/.exec(raw.replace(/=3D/g, '='));
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link;
}
