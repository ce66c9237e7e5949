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

test('a POST an instance died under is answered 502, never sent twice; a GET goes on to the next one', async () => {
  test.setTimeout(30_000);
  // nginx leaves an instance that failed out for 5 s (fail_timeout), then tries it again; its readiness check
  // just went to the dying one.
  const afterFailTimeout = () => new Promise((resolve) => setTimeout(resolve, 5_500));
  await afterFailTimeout();
  died.length = 0;
  answered.length = 0;
  const posts: number[] = [];
  // In turn: one of the next few goes to the dying instance.
  while (!died.includes('POST') && posts.length < 6)
    posts.push(
      (await fetch(`http://127.0.0.1:${BALANCER}/api/cart`, { method: 'POST', body: 'action=add' })).status,
    );
  expect(died).toEqual(['POST']);
  expect(posts.filter((status) => status === 502)).toHaveLength(1);
  expect(answered).toEqual(posts.filter((status) => status === 200).map(() => 'POST'));

  await afterFailTimeout();
  const gets: number[] = [];
  while (!died.includes('GET') && gets.length < 6)
    gets.push((await fetch(`http://127.0.0.1:${BALANCER}/cart`)).status);
  expect(died).toEqual(['POST', 'GET']);
  expect(gets.every((status) => status === 200)).toBe(true);
  expect(answered.filter((method) => method === 'GET')).toHaveLength(gets.length);
});
