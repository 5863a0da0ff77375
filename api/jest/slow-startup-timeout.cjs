// Starting PGlite (WASM compile plus initdb, then migrations and the seed) takes seconds, more on a
// busy machine. Set here rather than as `testTimeout` in jest.config: in the root run, where every
// package is a Jest project, Jest reads `testTimeout` only from the root configuration and silently
// drops a project's own, so the API tests got the 5 s default there.
jest.setTimeout(30_000);
