import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthProvider, useAuth } from "./auth-context.tsx";

function Probe() {
  const { currentUser, loading, error } = useAuth();
  return <p>{JSON.stringify({ currentUser, loading, error })}</p>;
}

describe("useAuth", () => {
  it("outside its provider throws 'useAuth must be used within an AuthProvider'", () => {
    expect(() => renderToString(<Probe />)).toThrow("useAuth must be used within an AuthProvider");
  });

  it("starts with no user, loading true and no error", () => {
    const html = renderToString(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(html).toContain(
      JSON.stringify({ currentUser: null, loading: true, error: null }).replaceAll('"', "&quot;"),
    );
  });
});
