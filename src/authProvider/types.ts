/** The signed-in user as GET /users/me returns it. */
export interface CurrentUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_superuser: boolean;
  is_active: boolean;
  /** The user's roles. */
  role_ids?: number[];
  /** What the roles grant: actions per resource and the bespoke screens (`*`: all). Absent from servers without roles. */
  permissions?: Grants;
}

export interface Grants {
  resources: Record<string, string[]>;
  screens: string[];
}

export interface SignupInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

export interface ProfileInput {
  first_name?: string;
  last_name?: string;
}

export interface PasswordChangeInput {
  current_password: string;
  new_password: string;
}

/** First and last name joined by a space (the e-mail when both are empty). */
export const displayName = (user: Pick<CurrentUser, 'first_name' | 'last_name' | 'email'>): string =>
  [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.email;

/** E-mails and login names are compared lower-case everywhere. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
