// Stands in for the `server-only` marker under vitest: tests run on the server side, where Next resolves it to an
// empty module too.
export {};
