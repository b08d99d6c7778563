import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { shopApiRoot } from '../env.ts';
import * as schema from './schema.ts';
import { seedDatabase } from './seed.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is below it: routes only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; unset opens PGlite. */
  url?: string | undefined;
  /** PGlite data directory; unset (with no url) keeps the database in memory. */
  dataDir?: string | undefined;
}

const migrationsFolder = path.join(shopApiRoot, 'drizzle');

/** Opens the database, applies pending migrations and the seed; safe to run on every start. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.url ? openPostgres(options.url) : await openPglite(options.dataDir);
  try {
    await migrateAndSeed(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Applies pending migrations, then the seed; both are no-ops when already applied. */
export async function migrateAndSeed(database: Database): Promise<void> {
  if (database.driver === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePostgres(database.db as never, { migrationsFolder });
  await seedDatabase(database.db);
}

/**
 * A freshly initialised PGlite cluster, dumped once per PGlite build. A new cluster runs initdb in WASM (10–20 s on a
 * busy machine); loading the dump takes about 2 s, and every test worker, e2e and quality stack starts a new one. The
 * same idea as PGlite's pre-populated FS package, which is not published for every PGlite version.
 */
const pgliteTemplate = path.join(
  shopApiRoot,
  'node_modules/.cache/pglite',
  `template-${createHash('sha256').update(import.meta.resolve('@electric-sql/pglite')).digest('hex').slice(0, 16)}.tar`,
);

function readPgliteTemplate(): Blob | undefined {
  try {
    return existsSync(pgliteTemplate) ? new Blob([readFileSync(pgliteTemplate)]) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the dump of a cluster nothing has touched yet; written aside and renamed, so a reader never sees half. */
async function savePgliteTemplate(client: PGlite): Promise<void> {
  try {
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    mkdirSync(path.dirname(pgliteTemplate), { recursive: true });
    const partial = `${pgliteTemplate}.${process.pid}`;
    writeFileSync(partial, dump);
    renameSync(partial, pgliteTemplate);
  } catch {
    // Only a cache: the next new cluster runs initdb again.
  }
}

async function startPglite(target: string | undefined, template: Blob | undefined): Promise<PGlite> {
  const client = template
    ? target
      ? new PGlite(target, { loadDataDir: template })
      : new PGlite({ loadDataDir: template })
    : target
      ? new PGlite(target)
      : new PGlite();
  await client.waitReady;
  return client;
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const target = dataDir ? path.join(dataDir, 'pglite') : undefined;
  const isNew = !target || !existsSync(path.join(target, 'PG_VERSION'));
  const template = isNew ? readPgliteTemplate() : undefined;
  let client: PGlite;
  try {
    client = await startPglite(target, template);
  } catch (error) {
    // A damaged template: initdb as if there were none, in an empty folder.
    if (!template) throw error;
    if (target) rmSync(target, { recursive: true, force: true });
    client = await startPglite(target, undefined);
  }
  if (isNew && !template) await savePgliteTemplate(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Connects to Postgres without migrating: for tools and tests that only query. */
export function openPostgres(url: string): Database {
  // Short connect timeout: a briefly unavailable server answers 503 quickly instead of hanging requests.
  const client = postgres(url, { max: 10, connect_timeout: 5, idle_timeout: 30, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  return { db, driver: 'postgres', close: () => client.end({ timeout: 5 }) };
}
