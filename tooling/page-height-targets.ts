// How tall a page may be on a phone ("shorter phones"): read by tooling/page-heights.ts and pinned by
// tests/e2e/page-heights.spec.ts.
export const PHONE_WIDTH = 375;

// /careers: its positions typeset short (item 1: 8,393 px before, aim at most 6,000).
const targets: Record<string, number> = { "/press": 6000, "/careers": 6000, "/404": 2000 };

/** The most a route may measure at PHONE_WIDTH, in CSS pixels. */
export const heightTarget = (route: string): number => targets[route] ?? 7000;
