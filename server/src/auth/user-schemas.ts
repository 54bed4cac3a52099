import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../../definitions/auth/passwordPolicy';
import type { User } from '../db/schema/index';

/** An e-mail address, trimmed and lower-cased before it is checked (422 value_error when invalid). */
export const emailField = z.string().trim().toLowerCase().max(254).pipe(z.email());
/**
 * A new password: 8 to 128 characters (422 string_too_short / string_too_long), and not one a guesser tries first
 * (422 value_error with ctx.code `password_common`; the rule is shared with the admin's forms).
 */
export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .refine((password) => passwordProblem(password) !== 'common', {
    message: 'Password is too easy to guess',
    params: { code: 'password_common' },
  });
/** Direction embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): in a name they only disguise it. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** A person's or a user's name: trimmed, without direction control characters (a right-to-left override can make a name read as another). */
export const nameField = z
  .string()
  .overwrite((name) => name.replace(BIDI_CONTROLS, ''))
  .trim()
  .max(255);

export const userPublic = z
  .object({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
    created_at: z.date(),
    updated_at: z.date(),
  })
  .meta({ id: 'UserPublic' });
export type UserPublic = z.output<typeof userPublic>;

const roleIds = z.array(z.int().min(1).max(2_147_483_647)).max(100);

/** A user as superusers manage them: with the ids of their roles. */
export const userWithRoles = userPublic.extend({ role_ids: z.array(z.int()) }).meta({ id: 'UserWithRoles' });

/** The signed-in user: with their roles and what those grant (`*`: every resource / screen). */
export const userMe = userWithRoles
  .extend({
    permissions: z.object({ resources: z.record(z.string(), z.array(z.string())), screens: z.array(z.string()) }),
  })
  .meta({ id: 'UserMe' });

export function toUserPublic(user: User): UserPublic {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_active: user.isActive,
    is_superuser: user.isSuperuser,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}

/** Signup (variant A) and register (variant B). Flags like is_superuser are not accepted from the public. */
export const userRegister = z.object({
  email: emailField,
  password: passwordField,
  first_name: nameField.default(''),
  last_name: nameField.default(''),
});

/** A superuser creating an account. Without a password (or with send_invite) an invitation mail is sent. */
export const userCreate = z.object({
  email: emailField,
  password: passwordField.optional(),
  first_name: nameField.default(''),
  last_name: nameField.default(''),
  is_active: z.boolean().default(true),
  is_superuser: z.boolean().default(false),
  send_invite: z.boolean().default(false),
  role_ids: roleIds.default([]),
});

/** A superuser changing an account (every field optional). */
export const userUpdate = z.object({
  email: emailField.optional(),
  password: passwordField.optional(),
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  is_active: z.boolean().optional(),
  is_superuser: z.boolean().optional(),
  role_ids: roleIds.optional(),
});

/** A user changing their own profile. */
export const userUpdateMe = z.object({
  email: emailField.optional(),
  first_name: nameField.optional(),
  last_name: nameField.optional(),
});

export const updatePassword = z.object({
  current_password: z.string().min(1).max(128),
  new_password: passwordField,
});

/** OAuth2 password form (form-urlencoded or multipart): the e-mail goes in `username`. */
export const loginForm = z.object({
  username: z.string().min(1).max(254),
  password: z.string().min(1).max(128),
  grant_type: z.string().optional(),
  scope: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

export const emailBody = z.object({ email: z.string().trim().max(254) });
