/**
 * @marketplace/contracts/ui: the shared UI kit (the remote page frame, button styles).
 *
 * Entry rule: each entry is shared as its own Module Federation singleton and bundled with what it
 * imports, so a file here imports wire files relatively and anything of http, browser or testing
 * only through '@marketplace/contracts/<entry>' (checked by scripts/check-boundaries.mjs).
 */

export * from '../ui/page-frame';
export * from '../ui/buttons';
