import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `npm run <script> -- …args` as an operator types it, with `env` added; its output once it succeeded. */
export async function npmRun(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, ...env },
  });
  return stdout;
}

/** `npm run revalidate` of one product through the server on `port`. */
export const revalidateProduct = (port: number, productId: number, token: string) =>
  npmRun('revalidate', ['--url', `http://127.0.0.1:${port}`, '--tag', `product:${productId}`], {
    REVALIDATE_TOKEN: token,
  });
