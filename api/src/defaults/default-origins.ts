/**
 * Where the site runs when nothing is configured (`npm start`, tests): the shell on 8080, the API on 4000.
 * A leaf, so the seed and the tests read the shell's origin without reaching the app that composes them.
 */
export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:8080', 'http://localhost:8080'];
export const DEFAULT_SHELL_ORIGIN = 'http://127.0.0.1:8080';
export const DEFAULT_PUBLIC_ORIGIN = 'http://127.0.0.1:4000';
