import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx, which the test command installs like Chromium. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface CachingProxy {
  /** The master process, whose workers are its children: the bench reads their CPU time. */
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * Runs a real nginx in front of the servers under test, each `server` block one kind of shared cache or
 * balancer. It runs in a folder of its own (config, temp files, cache, logs) and stays in the foreground so the
 * test owns it.
 */
export async function startNginx(
  serverBlocks: (folder: string) => string,
  ports: number[],
): Promise<CachingProxy> {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  for (const sub of ['logs', 'temp', 'cache']) mkdirSync(join(folder, sub));
  // As root, nginx hands requests to an unprivileged worker that could not write this folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    join(folder, 'nginx.conf'),
    `${user}
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${folder}/temp/body;
  proxy_temp_path ${folder}/temp/proxy;
  fastcgi_temp_path ${folder}/temp/fastcgi;
  uwsgi_temp_path ${folder}/temp/uwsgi;
  scgi_temp_path ${folder}/temp/scgi;
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  ${serverBlocks(folder)}
}
`,
  );
  const nginx: ChildProcess = spawn(
    NGINX_PATH,
    ['-p', folder, '-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answering = await Promise.all(
      ports.map((port) =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (answering.every(Boolean)) break;
    if (nginx.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start: ${errors || 'no answer'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: nginx.pid!,
    async stop() {
      if (nginx.exitCode === null)
        await new Promise((resolve) => nginx.once('exit', resolve).kill('SIGQUIT'));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export const nginxInstalled = () => existsSync(NGINX_PATH);

/** What a test adds to the instances recipe; an operator's nginx has neither. */
export interface InstancesTestLines {
  /**
   * nginx takes the client's address from the X-Forwarded-For a client on this machine sends (realip), so a
   * load generator can stand for many shoppers: the recipe forwards that address, and the shop's per-address rate
   * limits count each shopper apart.
   */
  forwardedFor?: boolean;
  /**
   * Every answer names the instance (or instances, when nginx tried another) in X-Shop-Instance, and how many
   * bytes of the request each received in X-Shop-Instance-Sent: nginx fills that in as it moves on from an
   * instance, so the one answering says 0, and so does one that refused the connection.
   */
  instanceHeader?: boolean;
}

/**
 * ops/nginx/shop-instances.conf as operators include it, listening on `listen` in front of the instances on
 * `upstreams`, plus the lines asked for. The upstream is named after the port, so several renderings can share one
 * nginx. `_folder` (startNginx's) is not needed: the recipe keeps nothing on disk.
 */
export function instancesRecipe(
  _folder: string,
  listen: number,
  upstreams: readonly number[],
  lines: InstancesTestLines = {},
): string {
  const added = [
    ...(lines.forwardedFor ? ['set_real_ip_from 127.0.0.1;', 'real_ip_header X-Forwarded-For;'] : []),
    ...(lines.instanceHeader
      ? [
          'add_header X-Shop-Instance $upstream_addr always;',
          'add_header X-Shop-Instance-Sent $upstream_bytes_sent always;',
        ]
      : []),
  ];
  return readFileSync('ops/nginx/shop-instances.conf', 'utf8')
    .replace(
      /( {2}server 127\.0\.0\.1:\d+ [^\n]*\n)+/,
      upstreams.map((port) => `  server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;\n`).join(''),
    )
    .replace('listen 80;', [`listen 127.0.0.1:${listen};`, ...added].join('\n  '))
    .replace('upstream shop_instances', `upstream shop_instances_${listen}`)
    .replace('http://shop_instances;', `http://shop_instances_${listen};`);
}
