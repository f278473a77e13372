import { TOKEN_KEY, useAuth } from "../features/auth/auth-context.tsx";
import { StaffConsole } from "../features/staff/staff-console.tsx";
import { useHydrated } from "../lib/use-hydrated.ts";
import { pageMeta } from "../lib/seo.ts";
import { hydratedPage } from "../lib/hydration.ts";

// The console is all interaction, so React Router hydrates it on load (ADR 0010).
export const handle = hydratedPage;

export const meta = () => pageMeta("staff");

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export default function StaffRoute() {
  const { currentUser, loading } = useAuth();
  const hydrated = useHydrated();
  // The token is read after hydration (the prerendered shell has none) and again when the signed-in user changes.
  const token = hydrated && currentUser ? storedToken() : null;
  return (
    <StaffConsole key={currentUser?.id ?? "signed-out"} token={token} authLoading={!hydrated || loading} />
  );
}
