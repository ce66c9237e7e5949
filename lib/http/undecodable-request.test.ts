import { undecodableApiRequest } from './undecodable-request';

describe('undecodableApiRequest', () => {
  it.each([
    '/api/search?q=%E0%A4%A',
    '/api/auth/%E0/callback',
    '/api/cart/%E0',
    '/api?x=%',
    '/api/search?q=50%',
  ])('refuses %p', (url) => expect(undecodableApiRequest(url)).toBe(true));

  it.each([
    '/api/search?q=Waschbecken%20wei%C3%9F',
    '/api/search?q=a+b',
    '/api/auth/google/callback?code=x%2Fy',
    '/de/%E0',
    '/apiary/%E0',
    undefined,
  ])('lets %p through (pages decide their own)', (url) => expect(undecodableApiRequest(url)).toBe(false));
});
