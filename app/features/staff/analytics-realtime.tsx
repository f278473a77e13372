import { useEffect, useState } from "react";
import { analyticsTexts, type AnalyticsRealtime } from "../../../contract/analytics.ts";
import { errorMessageFor } from "../../lib/api-client.ts";
import { formatNumber } from "./analytics-tables.tsx";
import { staffRequest } from "./staff-api.ts";

/** How often the panel asks again: often enough to feel live, one small indexed query per open console. */
export const REALTIME_REFRESH_MS = 30_000;

const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/**
 * The pages being read now (the last five minutes), refreshed every 30 seconds while the console is in view, at
 * once when it comes back into view, never while it is hidden. Not a live region: a screen reader is not
 * interrupted every half minute; the time of the last refresh is shown.
 */
export function RealtimePanel({ token }: { token: string }) {
  const [now, setNow] = useState<{ data: AnalyticsRealtime; at: Date } | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let controller: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      clearTimeout(timer);
      controller?.abort();
      controller = new AbortController();
      try {
        const data = await staffRequest<AnalyticsRealtime>(
          token,
          "GET",
          "/staff/analytics/realtime",
          undefined,
          controller.signal,
        );
        setNow({ data, at: new Date() });
        setError(undefined);
      } catch (failure) {
        if (controller.signal.aborted) return;
        setError(errorMessageFor(failure, analyticsTexts.loadFailed));
      }
      if (document.visibilityState === "visible") timer = setTimeout(() => void load(), REALTIME_REFRESH_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void load();
      else clearTimeout(timer);
    };
    void load();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      clearTimeout(timer);
      controller?.abort();
    };
  }, [token]);

  return (
    <section
      aria-labelledby="analytics-realtime-heading"
      className="self-start rounded-(--radius-card) border border-slate-200 bg-surface p-4"
    >
      <h3 id="analytics-realtime-heading" className="text-lg">
        {analyticsTexts.realtimeHeading}
      </h3>
      {error ? <p className="mt-1 text-sm text-red-800">{error}</p> : null}
      {now ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            <strong className="font-semibold text-slate-900">
              {analyticsTexts.realtime}: {formatNumber(now.data.visitors)}
            </strong>{" "}
            (updated {clock.format(now.at)}, every 30 seconds)
          </p>
          {now.data.pages.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{analyticsTexts.realtimeEmpty}</p>
          ) : (
            <table
              className="mt-2 w-full border-collapse text-left text-sm"
              aria-labelledby="analytics-realtime-heading"
            >
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-1.5 pr-3">
                    Page
                  </th>
                  <th scope="col" className="py-1.5 pr-3 text-right">
                    Visitors
                  </th>
                  <th scope="col" className="py-1.5 text-right">
                    Views
                  </th>
                </tr>
              </thead>
              <tbody>
                {now.data.pages.map((row) => (
                  <tr key={row.page} className="border-b border-slate-200">
                    <td className="py-1 pr-3 break-all">{row.page}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{formatNumber(row.visitors)}</td>
                    <td className="py-1 text-right tabular-nums">{formatNumber(row.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : error ? null : (
        <p className="mt-1 text-sm text-slate-700">Loading...</p>
      )}
    </section>
  );
}
