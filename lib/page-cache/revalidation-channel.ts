import type { Redis } from 'ioredis';

export type RevalidationListener = (
  tags: string[] | null,
  profile: { expireSeconds?: number } | null,
) => void;

/** The channel every instance hears revalidations on. */
export const revalidationChannel = (keyPrefix: string) => `${keyPrefix}:revalidated`;

interface RevalidationMessage {
  origin: string;
  tags: string[];
  profile: { expireSeconds?: number } | null;
}

function parsed(text: string): RevalidationMessage | null {
  try {
    const message = JSON.parse(text) as RevalidationMessage;
    return Array.isArray(message.tags) && message.tags.every((tag) => typeof tag === 'string')
      ? message
      : null;
  } catch {
    return null;
  }
}

/**
 * Subscribes on a connection of its own (a subscribed connection takes no other commands) and hands `tell` every
 * other process's revalidation. Each (re)subscription starts with `null`: whatever was published while this
 * process was not listening is unknown, so what it keeps of its own goes. Its own revalidations it applied itself.
 */
export function listenForRevalidations(
  redis: Redis,
  keyPrefix: string,
  origin: string,
  tell: RevalidationListener,
): Redis {
  const listener = redis.duplicate({ commandTimeout: undefined });
  listener.on('error', () => undefined);
  listener.on('message', (_channel: string, text: string) => {
    const message = parsed(text);
    if (!message) tell(null, null);
    else if (message.origin !== origin) tell(message.tags, message.profile);
  });
  listener.on('ready', () => {
    tell(null, null);
    void listener.subscribe(revalidationChannel(keyPrefix)).catch(() => undefined);
  });
  return listener;
}
