import { createServer } from 'node:http';

/**
 * Stands where the shop's webhook route would: collects what a fake provider delivers (raw body and headers, as
 * a route handler gets them), so a test can hand each delivery to the provider's verifyWebhook.
 */
export interface WebhookInbox {
  url: string;
  deliveries: { body: string; headers: Headers }[];
  close(): Promise<void>;
}

export async function startWebhookInbox(): Promise<WebhookInbox> {
  const deliveries: WebhookInbox['deliveries'] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    deliveries.push({ body: Buffer.concat(chunks).toString('utf8'), headers });
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/api/payments/webhook`,
    deliveries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
