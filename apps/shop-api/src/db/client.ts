import { mkdirSync } from 'node:fs';
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

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(path.join(dataDir, 'pglite')) : new PGlite();
  await client.waitReady;
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
