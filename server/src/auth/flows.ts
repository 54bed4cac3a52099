// The auth flows both variants share: credential checks, recovery mails, token-based password setting, invitations.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changeFeedOf } from '../db/client';
import { users, type User } from '../db/schema/index';
import { inviteMail, resetPasswordMail } from './mails';
import { verifyAgainstDummy, verifyPassword } from './password';
import { revokeUserSessions } from './sessions';
import { createPasswordToken, passwordFingerprint, verifyToken, type TokenPurpose } from './tokens';
import { findUserByEmail, setPassword } from './users';

/** The user whose e-mail and password match, or null (same work done for unknown e-mails). */
export async function checkCredentials(app: FastifyInstance, email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(user.hashedPassword, password)) ? user : null;
}

/** Sends a reset link when the e-mail belongs to an active user; silent otherwise (no account enumeration). */
export async function sendPasswordRecovery(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user || !user.isActive) return;
  const token = await createPasswordToken(app.config, 'reset', user);
  await app.mailer.send(resetPasswordMail(app.config, user.email, token));
}

export async function sendInvitation(app: FastifyInstance, user: User): Promise<void> {
  const token = await createPasswordToken(app.config, 'invite', user);
  await app.mailer.send(inviteMail(app.config, user.email, token));
}

/**
 * Sets a new password from a reset or invitation token. Returns the user, or null when the token is bad,
 * expired, already used (the password changed since) or the user is inactive. Other sessions are revoked.
 */
export async function setPasswordWithToken(app: FastifyInstance, token: string, password: string, purposes: readonly TokenPurpose[]): Promise<User | null> {
  const verified = await verifyToken(app.config, token, purposes);
  if (!verified?.fingerprint) return null;
  const updated = await app.db.transaction(async (tx) => {
    // Locked, so two requests with the same token cannot both pass the fingerprint check.
    const [user] = await tx.select().from(users).where(eq(users.id, verified.userId)).for('update');
    if (!user || !user.isActive || passwordFingerprint(user.hashedPassword) !== verified.fingerprint) return null;
    const changed = await setPassword(tx, user.id, password);
    await revokeUserSessions(tx, user.id);
    return changed;
  });
  if (updated) await changeFeedOf(app.db).sync();
  return updated;
}
