import { parseIntegrations } from './integrations';

const parse = (entries: Record<string, string>) => parseIntegrations(new Map(Object.entries(entries)));

describe('parseIntegrations', () => {
  it('accepts a container id and an https loader', () => {
    expect(
      parse({ google_tag_manager_id: ' GTM-W7K2QXP ', chat_widget_script: 'https://embed.example/chat.js' }),
    ).toEqual({
      tagManagerId: 'GTM-W7K2QXP',
      chatScriptUrl: 'https://embed.example/chat.js',
    });
  });

  it.each([["<script>alert('x')</script>"], ["GTM-ABC'); fetch('//evil"], ['UA-12345-1'], ['']])(
    'drops a tag manager setting that is not a container id: %p',
    (value) => {
      expect(parse({ google_tag_manager_id: value }).tagManagerId).toBeNull();
    },
  );

  it.each([
    ['javascript:alert(1)'],
    ['http://embed.example/chat.js'],
    ['//evil.example/x.js'],
    ['not a url'],
  ])('drops a chat loader that is not an https URL: %p', (value) => {
    expect(parse({ chat_widget_script: value }).chatScriptUrl).toBeNull();
  });
});
