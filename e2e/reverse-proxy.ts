import { readFileSync } from 'node:fs';

// Moved to lib/testing/nginx.ts, where the bench starts nginx as well; the journeys keep importing them here.
export { NGINX_PATH, nginxInstalled, startNginx, type CachingProxy } from '../lib/testing/nginx';

/** The README's cookie-keyed cache recipe exactly as operators include it, listening on `port` for `upstream`. */
export function cookieKeyedRecipe(folder: string, port: number, upstream: number): string {
  return readFileSync('ops/nginx/shop-cache.conf', 'utf8')
    .replace('/var/cache/nginx/shop', `${folder}/cache/keyed`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('http://127.0.0.1:3000', `http://127.0.0.1:${upstream}`);
}
