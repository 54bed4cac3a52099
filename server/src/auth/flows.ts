// The auth flows both variants share: credential checks, recovery mails, token-based password setting, invitations.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changeFeedOf } from '../db/client';
import { users, type User } from '../db/schema/index';
import { toUserPublic, type UserPublic } from './user-schemas';
import { inviteMail, resetPasswordMail, signupApprovalMail, signupTakenMail } from './mails';
import { verifyAgainstDummy, verifyPassword } from './password';
import { revokeUserSessions } from './sessions';
import { createPasswordToken, passwordFingerprint, verifyToken, type TokenPurpose } from './tokens';
import { createUser, findUserByEmail, normalizeEmail, setPassword } from './users';
import { httpError } from '../errors';

/** The user whose e-mail and password match, or null (same work done for unknown e-mails). */
export async function checkCredentials(app: FastifyInstance, email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(user.hashedPassword, password)) ? user : null;
}

/** Sends a reset link when the e-mail belongs to an active user; silent otherwise (no account enumeration). */
/**
 * Looks the e-mail up and mails the link after the answer has gone, so that the answer takes the same time for a
 * known and an unknown e-mail (no account enumeration by timing).
 */
export function recoverAfterAnswer(app: FastifyInstance, email: string): void {
  app.afterAnswer.run('password recovery', () => sendPasswordRecovery(app, email));
}

async function sendPasswordRecovery(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user || !user.isActive) return;
  const token = await createPasswordToken(app.config, 'reset', user);
  await app.mailer.send(resetPasswordMail(app.config, user.email, token));
}

/**
 * An account made by its owner (sign-up, either variant): refused when sign-up is closed; inactive, so not staff,
 * until a superuser approves it, unless sign-up is open (SIGNUP_MODE). An e-mail that already has an account gets
 * the answer a new one gets (the same work done: the password is hashed either way), and its owner a mail after the
 * answer, so sign-up never tells whether an address is registered.
 */
export async function signUp(
  app: FastifyInstance,
  input: { email: string; password: string; first_name?: string; last_name?: string },
): Promise<UserPublic> {
  if (app.config.signupMode === 'closed') throw httpError(403, 'Sign-up is closed');
  const isActive = app.config.signupMode === 'open';
  const user = await createUser(app.db, {
    email: input.email,
    password: input.password,
    firstName: input.first_name,
    lastName: input.last_name,
    isActive,
  });
  if (!user) {
    const email = normalizeEmail(input.email);
    app.afterAnswer.run('sign-up of a registered e-mail', () => app.mailer.send(signupTakenMail(app.config, email)));
    const now = new Date();
    return {
      id: randomUUID(),
      email,
      first_name: input.first_name ?? '',
      last_name: input.last_name ?? '',
      is_active: isActive,
      is_superuser: false,
      created_at: now,
      updated_at: now,
    };
  }
  if (!user.isActive) {
    const superusers = await app.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.isSuperuser, true), eq(users.isActive, true)));
    for (const { email } of superusers) {
      await app.mailer
        .send(
          signupApprovalMail(app.config, email, {
            email: user.email,
            first_name: user.firstName,
            last_name: user.lastName,
          }),
        )
        .catch((error: unknown) => app.log.warn({ err: error }, 'sign-up approval mail failed'));
    }
  }
  return toUserPublic(user);
}

export async function sendInvitation(app: FastifyInstance, user: User): Promise<void> {
  const token = await createPasswordToken(app.config, 'invite', user);
  await app.mailer.send(inviteMail(app.config, user.email, token));
}

/**
 * Sets a new password from a reset or invitation token. Returns the user, or null when the token is bad,
 * expired, already used (the password changed since) or the user is inactive. Other sessions are revoked.
 */
export async function setPasswordWithToken(
  app: FastifyInstance,
  token: string,
  password: string,
  purposes: readonly TokenPurpose[],
): Promise<User | null> {
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
