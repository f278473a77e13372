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

export async function startLocalGoogle(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeTokenSigning", (token) => {
    token.payload.sub = e2eGooglePerson.sub;
    token.payload.email = e2eGooglePerson.email;
    token.payload.email_verified = true;
    token.payload.name = e2eGooglePerson.name;
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
