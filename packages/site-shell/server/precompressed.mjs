// The build writes a Brotli copy beside each hashed script, stylesheet and SVG, compressed
// once at the best quality (precompressAssets in src/vite/plugins.mjs). This middleware sends
// that copy to browsers that accept Brotli, ahead of the static file server: it names the
// original's type and the encoding, then points the request at the `.br` file, which the
// static server sends with the same cache headers. The compression middleware leaves an
// answer that already has an encoding alone. The copies are listed once, at start.
import { readdirSync } from 'node:fs';
import { extname } from 'node:path';

const TYPES = new Set(['.js', '.css', '.svg', '.json']);

/** Names of the files in `dir` that have a `.br` copy beside them. */
export function listPrecompressed(dir) {
  const names = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.br')) continue;
    const name = entry.name.slice(0, -'.br'.length);
    if (TYPES.has(extname(name))) names.add(name);
  }
  return names;
}

/** Express middleware, mounted at the assets' path: serve the `.br` copy where one exists. */
export function precompressed(names) {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!names.has(name)) return next();
    res.vary('Accept-Encoding');
    if (!req.acceptsEncodings('br')) return next();
    // The type the static server gives the original, which it would take from `.br`.
    res.type(extname(name));
    res.setHeader('Content-Encoding', 'br');
    req.url = `/${name}.br`;
    return next();
  };
}
