// Users under /api/users: the signed-in user's own profile and password, public signup (variant A),
// and the superuser-only admin calls (list, create with optional invitation, get, change, delete).
// The admin calls are not a definition: ids are uuids (the factory's are integers), the password is hashed on every
// write and never read back, role_ids live in user_roles, a taken e-mail is auth's 400 and 409, deactivating or a new
// password signs the account out and a change of rights is a security event: auth's rules, not a form's fields.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerTokenOf, currentUser, requireSuperuser, requireUser } from '../auth/guards';
import { createAccessToken } from '../auth/tokens';
import { sendInvitation, signUp } from '../auth/flows';
import { hashPassword, verifyPassword } from '../auth/password';
import { sessionCookieOf } from '../auth/sessions';
import {
  changeOwnPassword,
  createUserWithRoles,
  deleteUser,
  listUsers,
  updateProfile,
  updateUser,
  userSortColumns,
  type UserSort,
} from '../auth/user-admin';
import { findUserByEmail, findUserById } from '../auth/users';
import type { User } from '../db/schema/index';
import { changeFeedOf, type Db } from '../db/client';
import { httpError, orNotFound } from '../errors';
import { authRateLimit } from '../rate-limit';
import { recordSecurityEvent } from '../security-log/record';
import { listQuery, listResponse, messageResponse, queryBool, uuidIdParams } from '../schemas/common';
import {
  toUserPublic,
  updatePassword,
  userCreate,
  userMe,
  userPublic,
  userRegister,
  userUpdate,
  userUpdateMe,
  userWithRoles,
} from '../auth/user-schemas';
import { grantsOf } from '../auth/grants';
import { roleIdsOf } from '../auth/user-roles';
import { routeSchemas, deletedResponse } from './route-schema';

const tags = ['users'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
/** The routes here anyone may call, signed in or not. */
const publicDoc = routeSchemas({ tags, security: 'public' });
const EMAIL_TAKEN = 'The user with this email already exists in the system';

const sortable = Object.keys(userSortColumns) as [UserSort, ...UserSort[]];

const usersQuery = listQuery({ sortable, defaultSort: 'created_at', defaultLimit: 100 }).extend({
  is_active: queryBool().optional(),
  is_superuser: queryBool().optional(),
});

/** 409 when another account already uses the e-mail. */
async function assertEmailFree(db: Db, email: string, exceptId: string): Promise<void> {
  const other = await findUserByEmail(db, email);
  if (other && other.id !== exceptId) throw httpError(409, 'User with this email already exists');
}

/** Users with their role ids, read in one query. */
async function withRoles(db: Db, list: User[]) {
  const ids = await roleIdsOf(
    db,
    list.map((u) => u.id),
  );
  return list.map((u) => ({ ...toUserPublic(u), role_ids: ids.get(u.id) ?? [] }));
}
const oneWithRoles = async (db: Db, user: User) => (await withRoles(db, [user]))[0]!;

/** The signed-in user: their profile, with their roles and what those grant, and their password. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/me', {
    onRequest: requireUser,
    schema: doc('The signed-in user, with their roles and what those grant', {
      response: { 200: userMe },
      errors: [401],
    }),
    handler: async (request) => {
      const me = currentUser(request);
      return { ...(await oneWithRoles(db, me)), permissions: await grantsOf(db, me) };
    },
  });

  app.patch('/me', {
    onRequest: requireUser,
    schema: doc('Change own profile (first_name, last_name, email)', {
      body: userUpdateMe,
      response: { 200: userPublic },
      errors: [401, 409, 422],
    }),
    handler: async (request) => {
      const me = currentUser(request);
      const { email, first_name, last_name } = request.body;
      if (email !== undefined) await assertEmailFree(db, email, me.id);
      const updated = await updateProfile(db, me.id, { email, firstName: first_name, lastName: last_name });
      await changeFeedOf(db).sync(); // this process's next request sees the new profile
      return toUserPublic(updated);
    },
  });

  app.patch('/me/password', {
    onRequest: requireUser,
    // A stolen session must not be able to guess the current password at leisure: limited like sign-in.
    config: authRateLimit(app.config),
    schema: doc('Change own password: every other session and token ends; a bearer caller gets a fresh access_token', {
      body: updatePassword,
      response: { 200: messageResponse.extend({ access_token: z.string().optional() }) },
      errors: [400, 401, 422, 429],
    }),
    handler: async (request) => {
      const me = currentUser(request);
      const { current_password, new_password } = request.body;
      if (!(await verifyPassword(me.hashedPassword, current_password))) throw httpError(400, 'Incorrect password');
      if (current_password === new_password) throw httpError(400, 'New password cannot be the same as the current one');
      const hashedPassword = await hashPassword(new_password);
      await changeOwnPassword(db, request, me, hashedPassword, sessionCookieOf(request));
      await changeFeedOf(db).sync();
      // The token this request came with ended with the old password: its holder gets a new one.
      const freshToken = bearerTokenOf(request)
        ? await createAccessToken(app.config, { id: me.id, hashedPassword })
        : undefined;
      return { message: 'Password updated successfully', ...(freshToken ? { access_token: freshToken } : {}) };
    },
  });
};

/** Public signup (variant A). */
const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/signup', {
    config: authRateLimit(app.config),
    schema: publicDoc(
      'Create an account without signing in: inactive until a superuser approves it (SIGNUP_MODE=approval, the default), active at once (open) or refused (closed, 403)',
      { body: userRegister, response: { 201: userPublic }, errors: [400, 403, 422, 429] },
    ),
    handler: async (request, reply) => {
      return reply.code(201).send(await signUp(app, request.body));
    },
  });
};

/** Superuser administration: list, create (with an invitation), read, change and delete users. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/', {
    onRequest: requireSuperuser,
    schema: doc('List users (q searches e-mail and names)', {
      querystring: usersQuery,
      response: { 200: listResponse(userWithRoles) },
      errors: [401, 403, 422],
    }),
    handler: async (request) => {
      const page = await listUsers(db, request.query);
      return { items: await withRoles(db, page.items), total: page.total };
    },
  });

  app.post('/', {
    onRequest: requireSuperuser,
    schema: doc('Create a user; without a password (or with send_invite) an invitation mail is sent', {
      body: userCreate,
      response: { 201: userWithRoles },
      errors: [400, 401, 403, 422],
    }),
    handler: async (request, reply) => {
      const { email, password, first_name, last_name, is_active, is_superuser, send_invite, role_ids } = request.body;
      const user = await createUserWithRoles(
        db,
        { email, password, firstName: first_name, lastName: last_name, isActive: is_active, isSuperuser: is_superuser },
        role_ids,
      );
      if (!user) throw httpError(400, EMAIL_TAKEN);
      await recordSecurityEvent(db, request, {
        kind: 'user_created',
        user: currentUser(request),
        subjectId: user.id,
        details: { email: user.email, is_active: user.isActive, is_superuser: user.isSuperuser },
      });
      if (send_invite || !password) await sendInvitation(app, user);
      return reply.code(201).send(await oneWithRoles(db, user));
    },
  });

  app.get('/:id', {
    onRequest: requireSuperuser,
    schema: doc('One user', { params: uuidIdParams, response: { 200: userWithRoles }, errors: [401, 403, 404, 422] }),
    handler: async (request) => oneWithRoles(db, orNotFound(await findUserById(db, request.params.id))),
  });

  app.patch('/:id', {
    onRequest: requireSuperuser,
    schema: doc(
      'Change a user (is_active, is_superuser, names, e-mail, password, role_ids); deactivation signs them out at once',
      {
        params: uuidIdParams,
        body: userUpdate,
        response: { 200: userWithRoles },
        errors: [400, 401, 403, 404, 409, 422],
      },
    ),
    handler: async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      const body = request.body;
      if (id === me.id && body.is_active === false)
        throw httpError(400, 'Super users are not allowed to deactivate themselves');
      if (id === me.id && body.is_superuser === false)
        throw httpError(400, 'Super users are not allowed to remove their own superuser rights');
      const target = orNotFound(await findUserById(db, id));
      if (body.email !== undefined) await assertEmailFree(db, body.email, id);
      const hashedPassword = body.password === undefined ? undefined : await hashPassword(body.password);
      const updated = await updateUser(db, request, me, target, body, hashedPassword);
      await changeFeedOf(db).sync(); // a deactivated user's next request, here too, is refused; new roles apply at once
      return oneWithRoles(db, updated);
    },
  });

  app.delete('/:id', {
    onRequest: requireSuperuser,
    schema: doc('Delete a user (their sessions go with them)', {
      params: uuidIdParams,
      response: { 204: deletedResponse() },
      errors: [400, 401, 403, 404, 422],
    }),
    handler: async (request, reply) => {
      if (request.params.id === currentUser(request).id)
        throw httpError(400, 'Super users are not allowed to delete themselves');
      await deleteUser(db, request, currentUser(request), request.params.id);
      await changeFeedOf(db).sync();
      return reply.code(204).send(null);
    },
  });
};

/** The sub-areas register in this order, the API document's order. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(meRoutes);
  await app.register(signupRoutes);
  await app.register(adminRoutes);
};

export default userRoutes;
