import type { ApiBody, ApiSchema } from '../../definitions/wire/api';

type UserMe = ApiSchema<'UserMe'>;
/**
 * The signed-in user as GET /users/me returns it. Its roles, grants and times are optional here: a user without grants
 * is left to the server to refuse (permissions.ts `can`), as a server without roles sends none.
 */
export type CurrentUser = Omit<UserMe, 'role_ids' | 'permissions' | 'created_at' | 'updated_at'> &
  Partial<Pick<UserMe, 'role_ids' | 'permissions' | 'created_at' | 'updated_at'>>;
/** What the roles grant: actions per resource and the bespoke screens (`*`: all). */
export type Grants = UserMe['permissions'];

export type SignupInput = ApiBody<'/api/users/signup', 'post'>;
export type ProfileInput = ApiBody<'/api/users/me', 'patch'>;
export type PasswordChangeInput = ApiBody<'/api/users/me/password', 'patch'>;

/** First and last name joined by a space (the e-mail when both are empty). */
export const displayName = (user: Pick<CurrentUser, 'first_name' | 'last_name' | 'email'>): string =>
  [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.email;

/** E-mails and login names are compared lower-case everywhere. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
