// Booting embedded PostgreSQL (PGlite) takes a few seconds per test file, more on a busy machine.
// `testTimeout` in a project's config is ignored when jest runs several projects, so it is set here.
jest.setTimeout(30_000);
