// Sign-in and recovery, both variants, under /api/auth:
//   variant A (bearer token): POST /login, /password-recovery, /reset-password
//   variant B (cookie session, fastapi-users): POST /cookie/login, /cookie/logout, /register,
//   /forgot-password, /reset-password (same route), /accept-invite/{token}
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerTokenOf, currentUser, requireUser } from '../auth/guards';
import { checkCredentials, recoverAfterAnswer, setPasswordWithToken, signUp } from '../auth/flows';
import { clearSessionCookie, createSession, revokeSession, sessionCookieOf, setSessionCookie } from '../auth/sessions';
import { createAccessToken } from '../auth/tokens';
import { findUserByEmail } from '../auth/users';
import type { User } from '../db/schema/index';
import { httpError, validationError } from '../errors';
import { authRateLimit } from '../rate-limit';
import { recordSecurityEvent } from '../security-log/record';
import { messageResponse } from '../schemas/common';
import { emailBody, loginForm, passwordField, toUserPublic, userPublic, userRegister } from '../auth/user-schemas';
import { routeSchemas } from './route-schema';

const tags = ['auth'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
/** The routes here anyone may call, signed in or not. */
const publicDoc = routeSchemas({ tags, security: 'public' });
const formContent = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];

const resetBody = z.object({
  token: z.string().max(2048).optional(),
  new_password: passwordField.optional(),
  password: passwordField.optional(),
});

/** A sign-in route of either variant: the login form, in any of the three encodings. */
const loginDoc = <R extends Record<number, z.ZodType>>(summary: string, response: R) =>
  publicDoc(summary, { consumes: formContent, body: loginForm, response, errors: [400, 422, 429] });

/**
 * Checks the typed e-mail and password; answers the account they open, if any (maybe inactive). Every sign-in attempt
 * goes to the security log: who, from where, and why it failed (never the password). A wrong password for a known
 * account is logged against that account.
 */
async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  form: z.infer<typeof loginForm>,
  variant: 'token' | 'cookie',
): Promise<User | null> {
  const user = await checkCredentials(app, form.username, form.password);
  if (user?.isActive) {
    await recordSecurityEvent(app.db, request, { kind: 'sign_in', user, details: { variant } });
    return user;
  }
  const account = user ?? (await findUserByEmail(app.db, form.username)) ?? null;
  await recordSecurityEvent(app.db, request, {
    kind: 'sign_in_failed',
    user: account,
    email: form.username,
    details: { variant, reason: user ? 'inactive' : 'bad_credentials' },
  });
  return user;
}

/** Variant A: a bearer token. */
const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = authRateLimit(app.config);
  app.post('/login', {
    config: limited,
    schema: loginDoc('Sign in (token): e-mail as username; answers a bearer access token', {
      200: z.object({ access_token: z.string(), token_type: z.literal('bearer') }),
    }),
    handler: async (request) => {
      const user = await signIn(app, request, request.body, 'token');
      if (!user) throw httpError(400, 'Incorrect email or password');
      if (!user.isActive) throw httpError(400, 'Inactive user');
      return { access_token: await createAccessToken(app.config, user), token_type: 'bearer' as const };
    },
  });

  app.post('/password-recovery', {
    config: limited,
    schema: publicDoc('Send a password reset link (same answer whether or not the e-mail is known)', {
      body: emailBody,
      response: { 200: messageResponse },
      errors: [422, 429],
    }),
    handler: async (request) => {
      recoverAfterAnswer(app, request.body.email);
      return { message: 'If that email is registered, a password recovery link has been sent' };
    },
  });

  app.post('/reset-password', {
    schema: publicDoc('Set a new password with a reset (or invitation) token', {
      description:
        'Variant A sends `{new_password}` with the token as the bearer token, a `token` body field or an `X-Reset-Token` header; variant B sends `{token, password}`. A bad, expired or used token answers 400 RESET_PASSWORD_BAD_TOKEN.',
      body: resetBody,
      response: { 200: messageResponse },
      errors: [400, 422],
    }),
    handler: async (request) => {
      const password = request.body.new_password ?? request.body.password;
      if (!password) throw validationError(['body', 'new_password'], 'Field required', request.body, 'missing');
      const header = request.headers['x-reset-token'];
      const token = request.body.token ?? (typeof header === 'string' ? header : undefined) ?? bearerTokenOf(request);
      const user = token ? await setPasswordWithToken(app, token, password, ['reset', 'invite']) : null;
      if (!user) throw httpError(400, 'RESET_PASSWORD_BAD_TOKEN');
      await recordSecurityEvent(app.db, request, { kind: 'password_reset', user });
      return { message: 'Password updated successfully' };
    },
  });
};

/** Variant B: a cookie session, as fastapi-users answers. */
const cookieRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = authRateLimit(app.config);
  app.post('/cookie/login', {
    config: limited,
    schema: loginDoc('Sign in (cookie): 204 with an HttpOnly session cookie', {
      204: z.null().describe('Signed in; the session cookie is set'),
    }),
    handler: async (request, reply) => {
      const user = await signIn(app, request, request.body, 'cookie');
      if (!user || !user.isActive) throw httpError(400, 'LOGIN_BAD_CREDENTIALS');
      const token = await createSession(app.db, user.id, app.config.sessionTtlSeconds);
      setSessionCookie(request, reply, token, app.config.sessionTtlSeconds);
      return reply.code(204).send(null);
    },
  });

  app.post('/cookie/logout', {
    onRequest: requireUser,
    schema: doc('Sign out (cookie): the session is revoked on the server and the cookie cleared', {
      response: { 204: z.null().describe('Signed out') },
      errors: [401],
    }),
    handler: async (request, reply) => {
      const me = currentUser(request);
      const cookie = sessionCookieOf(request);
      if (cookie) await revokeSession(app.db, cookie);
      await recordSecurityEvent(app.db, request, { kind: 'sign_out', user: me });
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  });

  app.post('/register', {
    config: limited,
    schema: publicDoc(
      'Create an account (variant B): inactive until a superuser approves it unless SIGNUP_MODE says otherwise',
      { body: userRegister, response: { 201: userPublic }, errors: [400, 403, 422, 429] },
    ),
    handler: async (request, reply) => {
      return reply.code(201).send(await signUp(app, request.body));
    },
  });

  app.post('/forgot-password', {
    config: limited,
    schema: publicDoc('Send a password reset link (variant B): 202 whether or not the e-mail is known', {
      body: emailBody,
      response: { 202: z.null().describe('Accepted') },
      errors: [422, 429],
    }),
    handler: async (request, reply) => {
      recoverAfterAnswer(app, request.body.email);
      return reply.code(202).send(null);
    },
  });

  app.post('/accept-invite/:token', {
    schema: publicDoc('Accept an invitation: set the password of the invited account', {
      params: z.object({ token: z.string().max(2048) }),
      body: z.object({ password: passwordField }),
      response: { 200: userPublic },
      errors: [400, 422],
    }),
    handler: async (request) => {
      const user = await setPasswordWithToken(app, request.params.token, request.body.password, ['invite']);
      if (!user) throw httpError(400, 'ACCEPT_INVITE_BAD_TOKEN');
      return toUserPublic(user);
    },
  });
};

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Login forms may come as multipart (variant B's admin sends FormData); fields land in request.body.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 1024, files: 0 } });
  await app.register(tokenRoutes);
  await app.register(cookieRoutes);
};

export default authRoutes;
