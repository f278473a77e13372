import { AlertBanner } from "../../components/ui/alert-banner.tsx";

/** Why a panel's data did not load (useStaffData's error), where the data would be; nothing while there is none. */
export function LoadFailure({ error, className }: { error: string | undefined; className: string }) {
  return error ? (
    <div className={className}>
      <AlertBanner tone="error">{error}</AlertBanner>
    </div>
  ) : null;
}
