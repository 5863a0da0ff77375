/**
 * What `promise` gives if it settles within `ms`, else `otherwise` (it runs on: a reader keeps its late
 * answer for the next page). The document a shopper waits for never waits longer than that on a hint.
 */
export const waitAtMost = (promise, ms, otherwise) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms, otherwise).unref?.())]);
