// `testTimeout` in a project's jest config is ignored when jest runs several projects, and
// booting embedded PostgreSQL on a busy machine can take longer than jest's default 5 s.
jest.setTimeout(30_000);
