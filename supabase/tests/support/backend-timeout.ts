// Every backend test talks to a real backend process (password hashing, many requests, a busy 2-core
// CI machine), so jest's 5 s default per test is too short. Set here because jest reads `testTimeout`
// from the global configuration only: in a project's configuration it is silently ignored.
jest.setTimeout(60_000);
