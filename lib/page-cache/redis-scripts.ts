/**
 * The shared cache's Lua scripts. Times are Redis's own (TIME), so instances whose clocks disagree still agree on
 * whether an entry was written before or after a revalidation. Tags live in two hashes, tag → ms: `expired` (no
 * longer served) and `stale` (served while it renders anew); every read checks its entry's tags there in the same
 * call, so a revalidation from any instance is seen by the next read on every instance.
 */
const NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** KEYS: entry, expired, stale; ARGV: tags the reader knows besides the entry's own. → [lm, payload, stale] */
export const READ_ENTRY = `local e = redis.call('HMGET', KEYS[1], 'lm', 'd', 'tags')
if not e[1] then return false end
${NOW}
local lm = tonumber(e[1]) local tags = {}
for tag in string.gmatch(e[3] or '', '[^,]+') do tags[#tags + 1] = tag end
for i = 1, #ARGV do tags[#tags + 1] = ARGV[i] end
local stale = 0
if #tags > 0 then
  local x = redis.call('HMGET', KEYS[2], unpack(tags)) local s = redis.call('HMGET', KEYS[3], unpack(tags))
  for i = 1, #tags do
    local ex = tonumber(x[i]) if ex and ex <= now and ex > lm then return false end
    local st = tonumber(s[i]) if st and st > lm then stale = 1 end
  end
end
return { e[1], e[2], stale }`;

/** KEYS: entry; ARGV: payload, comma-joined tags, seconds to keep it. → lastModified */
export const WRITE_ENTRY = `${NOW}
redis.call('HSET', KEYS[1], 'lm', now, 'd', ARGV[1], 'tags', ARGV[2]) redis.call('EXPIRE', KEYS[1], ARGV[3])
return now`;

/** KEYS: expired, stale; ARGV: 'now' (expired at once) or 'profile', the profile's expire seconds or '', tags… */
export const REVALIDATE_TAGS = `${NOW}
for i = 3, #ARGV do
  if ARGV[1] == 'now' then redis.call('HSET', KEYS[1], ARGV[i], now)
  else
    redis.call('HSET', KEYS[2], ARGV[i], now)
    if ARGV[2] ~= '' then redis.call('HSET', KEYS[1], ARGV[i], now + tonumber(ARGV[2]) * 1000) end
  end
end
return now`;
