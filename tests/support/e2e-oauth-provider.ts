// For the end-to-end tests: a local OpenID provider on 127.0.0.1 standing in for Google, so the browser can run the
// whole sign-in flow (our /api/auth/google, the provider's redirect back, the one-time code, the login page's
// exchange). It approves every request at once as one fixed person. Facebook stays unconfigured on purpose: the
// tests also check the "not available" path.
import { OAuth2Server } from "oauth2-mock-server";

export const e2eGooglePerson = {
  sub: "e2e-google-person",
  email: "e2e.google@example.org",
  name: "Gia Google",
};

/**
 * A test that needs a Google person of its own (connecting Google to an account, which the fixed person may have
 * been linked to by another test) sets this cookie on 127.0.0.1 in its browser: cookies ignore the port, so the
 * provider's authorization page sees it, and approves as `e2e-<value>` (email `<value>@example.org`) instead.
 */
export const E2E_GOOGLE_PERSON_COOKIE = "e2e_google_person";

function chosenPerson(cookieHeader: string | undefined) {
  const value = /(?:^|;\s*)e2e_google_person=([a-z0-9-]{1,40})(?:;|$)/.exec(cookieHeader ?? "")?.[1];
  return value ? { sub: `e2e-${value}`, email: `${value}@example.org`, name: "Gia Google" } : undefined;
}

export async function startLocalGoogle(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  // The mock names itself http://localhost:<port>; the browser's person cookie is set on 127.0.0.1, and cookies do
  // not cross host names, so the authorization page must be on 127.0.0.1 too (else it silently approves as the
  // fixed person, whom another test may have linked to its own account).
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  // The person each authorization code was given for (a few per test run).
  const people = new Map<string, typeof e2eGooglePerson>();
  provider.service.on("beforeAuthorizeRedirect", (redirect, request) => {
    const code = redirect.url.searchParams.get("code");
    const person = chosenPerson(request.headers.cookie);
    if (code && person) people.set(code, person);
  });
  provider.service.on("beforeTokenSigning", (token, request) => {
    const code = typeof request.body?.code === "string" ? request.body.code : "";
    // Kept after use: the access token and the ID token are signed for the same request.
    const person = people.get(code) ?? e2eGooglePerson;
    token.payload.sub = person.sub;
    token.payload.email = person.email;
    token.payload.email_verified = true;
    token.payload.name = person.name;
  });
  return {
    env: {
      GOOGLE_CLIENT_ID: "verdant-e2e",
      GOOGLE_CLIENT_SECRET: "e2e-secret",
      GOOGLE_ISSUER: provider.issuer.url!,
    },
    stop: () => provider.stop(),
  };
}
