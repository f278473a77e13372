/** Exponential backoff with jitter: base, 2·base, 4·base ... capped at max; ±20 % so retries do not line up. */
export function retryDelayMs(
  attempts: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(baseMs * 2 ** exponent, maxMs);
  return Math.round(delay * (0.8 + 0.4 * random()));
}
