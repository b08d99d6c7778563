// libuv's pool (4 threads by default) runs both sharp's image work and scrypt: with a few renders in flight a log-in
// would wait behind them. A larger pool, set before anything uses it (hence the dynamic import below), keeps threads
// free for hashing and file reads; image work itself is capped by its own queue.
// eslint-disable-next-line no-restricted-syntax -- sets (not reads) a libuv setting for this process, before env.ts runs
process.env.UV_THREADPOOL_SIZE ??= '12';

const { readEnv } = await import('./env.ts');
try {
  readEnv();
} catch (error) {
  // A missing or default secret in production: one line per variable, and a non-zero exit.
  const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
  for (const issue of issues ?? [{ path: [], message: String(error) }])
    console.error(`shop-api: refusing to start: ${issue.path.map(String).join('.')}: ${issue.message}`);
  process.exit(1);
}
await import('./server.ts');
