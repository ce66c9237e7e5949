import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { instancesRecipe, nginxInstalled, startNginx, type CachingProxy } from '../lib/testing/nginx';
import { extraPorts } from './ports';

/**
 * The balancer of ops/nginx/shop-instances.conf in front of two stand-ins for instances: one dies under every
 * request it takes (as an instance killed mid-answer), the other answers. What a client sees decides whether a
 * request may be sent twice: a GET may, a POST never (adding to a cart twice would add twice).
 */
const [DYING, ANSWERING, BALANCER] = [
  extraPorts.balancerDyingInstance,
  extraPorts.balancerAnsweringInstance,
  extraPorts.balancer,
] as const;

let proxy: CachingProxy | undefined;
const instances: Server[] = [];
const answered: string[] = [];
const died: string[] = [];

test.beforeAll(async () => {
  test.skip(!nginxInstalled(), 'needs nginx (the test command installs it)');
  const dying = createServer((request) => {
    died.push(request.method ?? '');
    request.socket.destroy();
  });
  const answering = createServer((request, response) => {
    answered.push(request.method ?? '');
    response.end('answered');
  });
  for (const [server, port] of [
    [dying, DYING],
    [answering, ANSWERING],
  ] as const) {
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    instances.push(server);
  }
  proxy = await startNginx((folder) => instancesRecipe(folder, BALANCER, [DYING, ANSWERING]), [BALANCER]);
});

test.afterAll(async () => {
  await proxy?.stop();
  for (const server of instances) server.close();
});

/** Sends requests of `method` until the dying instance has taken one, for at most 15 s. */
async function untilDyingTook(method: string, send: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!died.includes(method) && Date.now() < deadline) {
    await send();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a POST an instance died under is answered 502, never sent twice; a GET goes on to the next one', async () => {
  test.setTimeout(60_000);
  // nginx leaves an instance that failed out for 5 s (fail_timeout), then tries it again; its readiness check
  // just went to the dying one.
  const afterFailTimeout = () => new Promise((resolve) => setTimeout(resolve, 5_500));
  await afterFailTimeout();
  died.length = 0;
  answered.length = 0;
  const posts: number[] = [];
  // In turn: one of the next few goes to the dying instance, once nginx takes it back (a starved machine may
  // take longer than fail_timeout to get there, so the loop is bounded by time, not by a count).
  await untilDyingTook('POST', async () =>
    posts.push(
      (await fetch(`http://127.0.0.1:${BALANCER}/api/cart`, { method: 'POST', body: 'action=add' })).status,
    ),
  );
  expect(died).toEqual(['POST']);
  expect(posts.filter((status) => status === 502)).toHaveLength(1);
  expect(answered).toEqual(posts.filter((status) => status === 200).map(() => 'POST'));

  await afterFailTimeout();
  const gets: number[] = [];
  await untilDyingTook('GET', async () =>
    gets.push((await fetch(`http://127.0.0.1:${BALANCER}/cart`)).status),
  );
  expect(died).toEqual(['POST', 'GET']);
  expect(gets.every((status) => status === 200)).toBe(true);
  expect(answered.filter((method) => method === 'GET')).toHaveLength(gets.length);
});
