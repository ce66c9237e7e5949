import { readFileSync } from 'node:fs';
import { instancesRecipe } from './nginx';

describe('the instances recipe as a test renders it', () => {
  const recipe = readFileSync('ops/nginx/shop-instances.conf', 'utf8');

  it('balances over the instances given, listening where asked, the rest as operators include it', () => {
    const rendered = instancesRecipe('/tmp/unused', 3310, [3311, 3312]);
    expect(rendered).toContain(
      'upstream shop_instances_3310 {\n' +
        '  # An instance that refused a connection is left out for 5 s, then tried again.\n' +
        '  server 127.0.0.1:3311 max_fails=1 fail_timeout=5s;\n' +
        '  server 127.0.0.1:3312 max_fails=1 fail_timeout=5s;\n' +
        '  keepalive 32;\n}',
    );
    expect(rendered).toContain(
      '  listen 127.0.0.1:3310;\n\n  location / {\n    proxy_pass http://shop_instances_3310;',
    );
    expect(rendered).not.toMatch(/:300\d|real_ip|X-Shop-Instance/);
    const { location } = /(?<location>location \/ \{[\s\S]*)/.exec(recipe)!.groups!;
    expect(rendered).toContain(location!.replace('http://shop_instances;', 'http://shop_instances_3310;'));
  });

  it('adds the lines a test asks for: the shopper’s address from X-Forwarded-For, the answering instance', () => {
    const rendered = instancesRecipe('/tmp/unused', 3310, [3311], {
      forwardedFor: true,
      instanceHeader: true,
    });
    expect(rendered).toContain(
      '  listen 127.0.0.1:3310;\n' +
        '  set_real_ip_from 127.0.0.1;\n' +
        '  real_ip_header X-Forwarded-For;\n' +
        '  add_header X-Shop-Instance $upstream_addr always;\n',
    );
  });
});
