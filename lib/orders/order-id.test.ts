import { orderIdOf } from './order-id';

it('reads ids the database can hold and nothing else', () => {
  expect(orderIdOf('17')).toBe(17);
  expect(orderIdOf('2147483647')).toBe(2_147_483_647);
  for (const bad of ['0', '2147483648', '9999999999', '-1', '1e3', '12a', '', '00000000001x'])
    expect(orderIdOf(bad)).toBeNull();
});
