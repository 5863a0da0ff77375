// The dialogs of a sign-in and of a signed-in session, one chunk: a visitor's first page shows none of them.
export { IdleSessionBody } from './idle-session-body';
export { LoginBody } from './login-body';
export { LoginErrorBody } from './login-error-body';
export { LoginLoaderBody } from './login-loader-body';
export { TokenExpiredBody } from './token-expired-body';
