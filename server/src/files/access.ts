// Who may read a stored file. A file belongs to what it is attached to: a private file is read (its record, its
// signed links, its bytes) by whoever may read a record that holds it, whatever route asks. Holders register here:
// every factory entity with fileKey()/fileKeys() fields (crud/routes.ts), support mail attachments and form uploads
// (by their folders). A file nothing holds yet belongs to the file library: its uploader and whoever has the `file`
// read right. Public files are for everyone; superusers read everything.
import type { FastifyRequest } from 'fastify';
import { requestGrants } from '../auth/grants';
import { can, type Need } from '../auth/permissions';
import type { Db } from '../db/client';
import type { FileRow, User } from '../db/schema/index';

export interface FileHolder {
  /** One name per holder: registering it again replaces it. */
  name: string;
  /** What reading the holder's records needs. */
  need: Need;
  /** Of these files, the keys this holder's records hold. */
  holding(db: Db, rows: FileRow[]): Promise<Set<string>>;
}

const holders = new Map<string, FileHolder>();

export function registerFileHolder(holder: FileHolder): void {
  holders.set(holder.name, holder);
}

const LIBRARY_NEED: Need = { resource: 'file', action: 'read' };

/** The files of `rows` the request's user may read (in their order). */
export async function readableFiles(request: FastifyRequest, user: User, rows: FileRow[]): Promise<FileRow[]> {
  if (user.isSuperuser) return rows;
  const open = new Set<string>();
  const pending = rows.filter((row) => {
    if (row.isPublic || row.uploadedBy === user.id) open.add(row.pathKey);
    return !open.has(row.pathKey);
  });
  if (pending.length) {
    const grants = await requestGrants(request, user);
    const { db } = request.server;
    const held = new Set<string>();
    for (const holder of holders.values()) {
      const mine = can(grants, holder.need);
      // a holder the user may not read matters only to tell a held file from a library one, which the file right opens
      if (!mine && !can(grants, LIBRARY_NEED)) continue;
      const keys = await holder.holding(db, pending);
      for (const key of keys) (mine ? open : held).add(key);
    }
    if (can(grants, LIBRARY_NEED)) for (const row of pending) if (!held.has(row.pathKey)) open.add(row.pathKey);
  }
  return rows.filter((row) => open.has(row.pathKey));
}

/** Whether the request's user may read this file. */
export async function mayReadFile(request: FastifyRequest, user: User, row: FileRow): Promise<boolean> {
  return (await readableFiles(request, user, [row])).length === 1;
}
