import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { freshConnections } from './mixed-load';

describe('a load connection whose answer is cut off mid-way', () => {
  it('reports the cut answer and goes on with the next request on a fresh connection', async () => {
    let received = 0;
    const server = createServer((request, response) => {
      received += 1;
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write(`<p>${request.url}`);
      // The third request's server dies while it streams the page.
      if (received === 3) setTimeout(() => request.socket.destroy(), 20);
      else setTimeout(() => response.end('</html>'), 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const answers: string[] = [];
    const lost: boolean[] = [];
    const result = await autocannon({
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      connections: 1,
      amount: 6,
      timeout: 5,
      setupClient(client) {
        freshConnections(client, (begun) => lost.push(begun));
        client.setRequests(
          [0, 1, 2].map((step) => ({
            setupRequest: (request) => ({ ...request, path: `/step-${step}` }),
            onResponse: (status, body) => answers.push(`${status} ${body}`),
          })),
        );
      },
    });
    server.close();
    expect(lost).toEqual([true]);
    expect(answers).toEqual([
      '200 <p>/step-0</html>',
      '200 <p>/step-1</html>',
      '200 <p>/step-0</html>',
      '200 <p>/step-1</html>',
      '200 <p>/step-2</html>',
    ]);
    expect(result.timeouts).toBe(0);
  });
});
