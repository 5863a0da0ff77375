/** The query of the wallet's receive page that names where to go back once GEM is added. */
export const ADD_GEM_RETURN_QUERY = 'return';

/** The wallet's receive page (`/user-portal/wallet`), before the locale prefix. */
export const ADD_GEM_PAGE = '/user-portal/wallet';

/**
 * Where "Add GEM" leads from a page whose balance falls short: the wallet's receive page, told to
 * bring the person back to `returnTo` (the page they are on, locale prefix and query included). The
 * receive page must take it only when it is a site path (`isSitePath`), as every redirect target.
 */
export function addGemPath(localize: (path: string) => string, returnTo: string): string {
  return `${localize(ADD_GEM_PAGE)}?${new URLSearchParams({ [ADD_GEM_RETURN_QUERY]: returnTo })}`;
}
