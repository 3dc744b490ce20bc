/**
 * Checks the content files without a database: `pnpm --filter @lumen/api check-content`.
 * Prints every problem with its file and field, or what the seed would write; exits 1 on a
 * problem. The seed runs the same checks on every start.
 */
import {
  CONTENT_DIR,
  ContentFilesError,
  loadContent,
} from '#src/modules/content/seed/load-content.ts';

try {
  const { docs, itemHashes } = loadContent(CONTENT_DIR);
  console.log(`${CONTENT_DIR}: ${itemHashes.size} items, ${docs.length} documents, all valid`);
} catch (err) {
  if (!(err instanceof ContentFilesError)) throw err;
  console.error(err.message);
  process.exit(1);
}
