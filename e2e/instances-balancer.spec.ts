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
/** An instance that is gone (nothing listens), behind a second rendering with the journeys' instance headers. */
const [REFUSING, WITH_HEADERS] = [
  extraPorts.balancerRefusingInstance,
  extraPorts.balancerInstanceHeaders,
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
  proxy = await startNginx(
    (folder) =>
      [
        instancesRecipe(folder, BALANCER, [DYING, ANSWERING]),
        instancesRecipe(folder, WITH_HEADERS, [REFUSING, ANSWERING], { instanceHeader: true }),
      ].join('\n'),
    [BALANCER, WITH_HEADERS],
  );
});

test.afterAll(async () => {
  await proxy?.stop();
  for (const server of instances) server.close();
});

/**
 * Sends requests until `reached` says one got where the test wants it, for at most 15 s. nginx counts fail_timeout
 * on its clock of whole seconds, so an instance left out may stay out up to a second longer than 5 s: a count of
 * quick requests can all fall into that second.
 */
async function sendUntil(reached: () => boolean, send: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!reached() && Date.now() < deadline) {
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
  // In turn: one of the next few goes to the dying instance, once nginx takes it back.
  await sendUntil(
    () => died.includes('POST'),
    async () =>
      posts.push(
        (await fetch(`http://127.0.0.1:${BALANCER}/api/cart`, { method: 'POST', body: 'action=add' })).status,
      ),
  );
  expect(died).toEqual(['POST']);
  expect(posts.filter((status) => status === 502)).toHaveLength(1);
  expect(answered).toEqual(posts.filter((status) => status === 200).map(() => 'POST'));

  await afterFailTimeout();
  const gets: number[] = [];
  await sendUntil(
    () => died.includes('GET'),
    async () => gets.push((await fetch(`http://127.0.0.1:${BALANCER}/cart`)).status),
  );
  expect(died).toEqual(['POST', 'GET']);
  expect(gets.every((status) => status === 200)).toBe(true);
  expect(answered.filter((method) => method === 'GET')).toHaveLength(gets.length);
});

test('a POST an instance refused the connection for goes on to the next, which the instance headers tell apart', async () => {
  test.setTimeout(30_000);
  let passedOn: Response | undefined;
  // nginx's readiness check left the refusing instance out for 5 s; once it is back, a POST goes to it in turn.
  await sendUntil(
    () => passedOn !== undefined,
    async () => {
      const answer = await fetch(`http://127.0.0.1:${WITH_HEADERS}/api/cart`, {
        method: 'POST',
        body: 'action=add',
      });
      if (answer.headers.get('x-shop-instance')?.includes(',')) passedOn = answer;
    },
  );
  expect(passedOn?.status).toBe(200);
  expect(passedOn?.headers.get('x-shop-instance')).toBe(`127.0.0.1:${REFUSING}, 127.0.0.1:${ANSWERING}`);
  // The gone instance received nothing (nginx fills in an instance's bytes as it moves on from it, so the one
  // answering still says 0): this POST reached one instance only, which is what the mixed load counts.
  expect(passedOn?.headers.get('x-shop-instance-sent')).toBe('0, 0');
});
