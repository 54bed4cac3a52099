// The password rule the server enforces and the forms check before sending (one rule, both sides): 8 to 128
// characters, not only one character repeated, not only spaces, and not one of the passwords guessed first.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// The most used passwords of public breach lists that are 8 characters or longer, lower-cased (a guesser tries these
// first), and a few local favourites.
const COMMON = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '0123456789',
  '87654321',
  '987654321',
  '11223344',
  '12341234',
  '12121212',
  '11111111',
  '00000000',
  '88888888',
  '99999999',
  '123123123',
  '147258369',
  '123qweasd',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'zaq12wsx',
  'asdfghjkl',
  'asdf1234',
  'zxcvbnm1',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'aa123456',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'welcome1',
  'welcome123',
  'letmein1',
  'changeme',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'corvette',
  'mercedes',
  'passport',
  'admin123',
  'administrator',
  'adminadmin',
  'root1234',
  'test1234',
  'testtest',
  'qwer1234',
  'shalom123',
  'israel123',
  'israel1948',
  'jerusalem',
  'telaviv1',
  'שלום1234',
  'סיסמה123',
]);

export type PasswordProblem = 'too_short' | 'too_long' | 'common';

/** What is wrong with a new password, or undefined when it may be used. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lower = password.toLowerCase();
  if (lower.trim() === '' || new Set(lower).size === 1 || COMMON.has(lower)) return 'common';
  return undefined;
}
