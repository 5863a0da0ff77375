/**
 * What the shell provides to the remotes under the shared key `react-i18next`: the hook that renders
 * with the shell's i18next instance, and `Trans` for a message with markup in it (an amount in bold
 * inside a sentence each language orders its own way). Module Federation shares whole modules;
 * providing the package itself would put its server helpers in the federation chunk, and naming the
 * exports here keeps `Trans` out of the shell's first load: this file loads with the federation
 * runtime, when the first remote is needed. A remote that needs another export adds it here
 * (surfaces.test.ts lists what the remotes import).
 */
export { I18nextProvider, initReactI18next, Trans, useTranslation } from 'react-i18next';
