/** `npx jest` at the root runs every package's own Jest configuration in one process. */
module.exports = {
  projects: ['shared-contracts', 'locales', 'shell', 'mfe-account', 'mfe-merchant', 'mfe-wallet', 'mfe-legal', 'api', 'tooling'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
