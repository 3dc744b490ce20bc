// The public apps share their server entry (streaming, CSP nonce, page cache key).
export {
  default,
  HASHED_ASSET_HEADERS,
  pageCacheKey,
  serverOptions,
  STATIC_FILE_HEADERS,
  streamTimeout,
} from '@lumen/site-shell/root/entry-server.tsx';
