import { AuthProvider, TOKEN_KEY, useAuth } from "../lib/auth-context.tsx";
import { StaffConsole } from "../features/staff/staff-console.tsx";
import { useHydrated } from "../lib/use-hydrated.ts";

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function SessionConsole() {
  const { currentUser, loading } = useAuth();
  const hydrated = useHydrated();
  // The token is read after hydration (the prerendered shell has none) and again when the signed-in user changes.
  const token = hydrated && currentUser ? storedToken() : null;
  return (
    <StaffConsole key={currentUser?.id ?? "signed-out"} token={token} authLoading={!hydrated || loading} />
  );
}

/**
 * The island of /staff (app/pages/staff.astro): the staff console with the session it works for. Here, not in
 * app/features/staff, because a feature does not import another (the session is app/features/auth's).
 */
export function StaffConsoleIsland() {
  return (
    <AuthProvider>
      <SessionConsole />
    </AuthProvider>
  );
}
