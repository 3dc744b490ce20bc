import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { printSchema } from 'graphql';
import { contentSchema } from '#src/modules/content/schema.ts';

/**
 * Writes the content schema where gql.tada reads it. content-client's operations are typed
 * from this file; modules/content/schema.test.ts fails when the committed copy is stale.
 */
export const SCHEMA_FILE = resolve(
  import.meta.dirname,
  '../../../../packages/content-client/schema.graphql',
);

export function renderSchema(): string {
  return `${printSchema(contentSchema)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SCHEMA_FILE, renderSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}
