import type { AnalyticsEventName } from "../../contract/analytics.ts";
import { TRACK_EVENT } from "./analytics-beacon.ts";

/**
 * Hands an event to the page's analytics beacon (app/lib/analytics-beacon.ts), which sends it with the page it
 * happened on. Nothing happens when the beacon did not start (the browser asks not to be tracked).
 */
export function trackEvent(name: AnalyticsEventName, value: string): void {
  document.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: { n: name, v: value } }));
}
