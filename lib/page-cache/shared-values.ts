import { sharedRedis } from './shared-redis';

/** Where such a value lives: beside the pages, but of no build (a provider's answer is the same for every build). */
const keyOf = (keyPrefix: string, name: string) => `${keyPrefix}:kept:${name}`;

/**
 * A small value every instance shares while it is fresh (a provider's answer), so that the provider is asked once
 * per deployment rather than once per instance. Null without a shared cache, when Redis is not answering or when
 * no instance kept it: the caller then asks and keeps it itself.
 */
export async function readShared<T>(name: string): Promise<{ value: T; secondsLeft: number } | null> {
  const link = sharedRedis();
  if (!link) return null;
  await link.ready;
  const read = await link.call((redis) =>
    redis.multi().get(keyOf(link.keyPrefix, name)).pttl(keyOf(link.keyPrefix, name)).exec(),
  );
  const [[, text] = [], [, left] = []] = read.ok ? (read.value ?? []) : [];
  if (typeof text !== 'string' || typeof left !== 'number' || left <= 0) return null;
  try {
    return { value: JSON.parse(text) as T, secondsLeft: Math.ceil(left / 1000) };
  } catch {
    return null;
  }
}

/** Keeps `value` for every instance for `seconds`; without a shared cache, or Redis down, it is not kept. */
export async function keepShared(name: string, value: unknown, seconds: number): Promise<void> {
  const link = sharedRedis();
  if (!link) return;
  await link.ready;
  await link.call((redis) =>
    redis.set(keyOf(link.keyPrefix, name), JSON.stringify(value), 'EX', Math.max(1, Math.round(seconds))),
  );
}
