// The migration files' names, in the order they apply (./migrate.ts applies them). Apart from it, so that naming the
// PGlite template (./pglite-template.ts) loads no query builder: a first start copies it before anything else.

import { readdirSync } from 'node:fs';

export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}-[a-z0-9-]+\.sql$/.test(f))
    .sort();
}
