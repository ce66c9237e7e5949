import { repeatSweep } from './repeat-sweep';

describe('repeatSweep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('never starts a sweep while the last one still runs, and logs a failure without stopping', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let finish: () => void = () => undefined;
    let started = 0;
    repeatSweep(1_000, 'The test sweep', () => {
      started += 1;
      if (started === 2) return Promise.reject(new Error('down'));
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await jest.advanceTimersByTimeAsync(3_000);
    expect(started).toBe(1);
    finish();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    expect(errors.mock.calls.flat().join(' ')).toContain('The test sweep failed');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(3);
    errors.mockRestore();
  });
});
