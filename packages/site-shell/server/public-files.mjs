// The build's public files (favicon, the calculator's folder) are fixed when the server starts,
// so they are listed once and only their paths reach the static file middleware. Every other
// request, which is every page, then goes on to the page cache and the render gate without two
// file-system lookups on the thread pool first: under a flood those lookups queued behind each
// other and made even a 503 wait (issue 7, decision 021).
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

/** URL paths (decoded, from `/`) that name a file in `dir` or a folder with an index.html. */
export function listPublicPaths(dir, skip = []) {
  const paths = new Set();
  const walk = (folder, prefix) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const urlPath = posix.join(prefix, entry.name);
      if (skip.includes(urlPath)) continue;
      if (entry.isDirectory()) walk(join(folder, entry.name), urlPath);
      else if (entry.isFile()) {
        paths.add(urlPath);
        // express.static answers a folder with its index.html, and redirects it to a slash.
        if (entry.name === 'index.html') paths.add(prefix).add(`${prefix}/`.replace('//', '/'));
      }
    }
  };
  walk(dir, '/');
  return paths;
}

/** Express middleware: `serve` for the listed paths, straight on for everything else. */
export function onlyPublicFiles(paths, serve) {
  return (req, res, next) => {
    let path;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next(); // a malformed escape names no file; the page's 404 answers it
    }
    return paths.has(path) ? serve(req, res, next) : next();
  };
}
