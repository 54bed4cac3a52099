import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';

export const baseURL = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8110';
export const admin = () => ({
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
});

export interface TestUser {
  id: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  is_superuser: boolean;
}

let counter = 0;
/** A unique, recognisable suffix for names and e-mails made by one test. */
export const unique = (label: string) => `${label}-${process.pid}-${Date.now().toString(36)}-${++counter}`;

let adminToken: Promise<string> | undefined;

/** The first superuser's token, signed in for once per worker (a password check costs the server real time). */
function adminAccessToken(): Promise<string> {
  adminToken ??= (async () => {
    const anonymous = await playwrightRequest.newContext({ baseURL: baseURL() });
    const { email, password } = admin();
    const response = await anonymous.post('/api/auth/login', { form: { username: email, password } });
    if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
    const { access_token } = (await response.json()) as { access_token: string };
    await anonymous.dispose();
    return access_token;
  })();
  adminToken.catch(() => (adminToken = undefined));
  return adminToken;
}

/** The API as the first superuser (bearer token), for setting up what a test needs. */
export async function adminApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${await adminAccessToken()}` },
  });
}

const rolesByName = new Map<string, number>();

/** The ids of roles by name, read again only when a name is new to this worker (a role keeps its id). */
export async function roleIds(api: APIRequestContext, names: string[]): Promise<number[]> {
  if (!names.length) return [];
  if (names.some((name) => !rolesByName.has(name))) {
    const response = await api.get('/api/roles', { params: { limit: 100 } });
    if (!response.ok()) throw new Error(`roles list failed: ${response.status()} ${await response.text()}`);
    const { items } = (await response.json()) as { items: Array<{ id: number; name: string }> };
    for (const role of items) rolesByName.set(role.name, role.id);
  }
  const known = rolesByName;
  return names.map((name) => {
    const found = known.get(name);
    if (found === undefined) throw new Error(`no role named ${name}`);
    return found;
  });
}

/** Creates an account through the admin API; one who is not a superuser holds `roles` (default: administrator). */
export async function createUser(
  options: { superuser?: boolean; first?: string; last?: string; roles?: string[] } = {},
): Promise<TestUser> {
  const api = await adminApi();
  const email = `${unique('user')}@e2e.example.com`;
  const password = 'Passw0rd-e2e';
  const body = {
    email,
    password,
    first_name: options.first ?? 'Dana',
    last_name: options.last ?? 'Levi',
    is_active: true,
    is_superuser: Boolean(options.superuser),
    role_ids: await roleIds(api, options.superuser ? [] : (options.roles ?? ['administrator'])),
  };
  const response = await api.post('/api/users/', { data: body });
  if (!response.ok()) throw new Error(`create user failed: ${response.status()} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  await api.dispose();
  return {
    id,
    email,
    password,
    first_name: body.first_name,
    last_name: body.last_name,
    is_superuser: body.is_superuser,
  };
}
