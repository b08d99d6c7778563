import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { primePriceCatalogue } from './pricing/price-catalogue.ts';
import { readEnv } from './env.ts';
import { createProcessLogger } from './services/logger.ts';

const env = readEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR),
});
const logger = await createProcessLogger({ level: env.LOG_LEVEL, nodeEnv: env.NODE_ENV });
const app = createApp({ db: database.db, env, logger });
// The price tables, read before the first request asks for a price; after a failed read, requests read what they need.
void primePriceCatalogue(database.db).catch(() => {});

const server = serve({ fetch: app.fetch, port: env.API_PORT, hostname: '0.0.0.0' }, (info) => {
  logger.info({ event: 'listening', port: info.port, database: database.driver }, `shop-api listening on http://localhost:${info.port}`);
});

// Idle keep-alive sockets outlive the clients' own idle timeout (undici: 4 s), so a client never reuses a socket the
// server is closing at that very moment (ECONNRESET under load). 65 s is the usual value behind load balancers.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

const shutdown = () => {
  server.close(() => {
    void database.close().then(() => process.exit(0));
  });
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
