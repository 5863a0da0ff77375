/**
 * What the shell provides to the remotes under the shared key `react-i18next`: the hook that renders
 * with the shell's i18next instance. Module Federation shares whole modules; providing the package
 * itself would keep `Trans` and the HTML parser it brings (and the server helpers) in the shell's
 * first load. A remote that needs another export adds it here (surfaces.test.ts lists what the
 * remotes import).
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
