/**
 * The first part of the key of everything read for the signed-in user (their mints, offers, balance,
 * notifications…). The shell drops the whole scope when the user changes, so one person's data never
 * shows to the next on a shared page. Public reads (rates, catalogues, profiles) sit outside it.
 */
export const SELF_SCOPE = ['self'] as const;
