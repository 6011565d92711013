/** SPEC §9: the bar appears 200 ms after a route change, starts at 0.08, moves in 200 ms steps, trickles every 800 ms. */
export const PROGRESS = { delay: 200, minimum: 0.08, speed: 200, trickleSpeed: 800 } as const;

/** nprogress-style trickle: big steps at first, smaller as the bar fills, never reaching the end. */
export function trickle(value: number): number {
  const amount = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0;
  return Math.min(Math.max(value + amount, PROGRESS.minimum), 0.994);
}
