export { authenticate, bearerTokenOf, currentUser, requireSuperuser, requireUser } from './guards';
export { hashPassword, randomPassword, verifyPassword } from './password';
export { createAccessToken, createPasswordToken, verifyToken } from './tokens';
export { createUser, findUserByEmail, findUserById, normalizeEmail } from './users';
export { SESSION_COOKIE } from './sessions';
