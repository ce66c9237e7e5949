import { positiveId } from './params';

describe('positiveId', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2_147_483_647],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['2147483648', null],
    ['12345678901', null],
    ['', null],
    ['٣', null],
  ])('reads %j as %p', (value, id) => {
    expect(positiveId(value)).toBe(id);
  });
});
