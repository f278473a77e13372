import type { ReactNode } from "react";
import { Container } from "../components/ui/container.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("account");

export default function AccountRoute({ panel }: { panel: ReactNode }) {
  return (
    // The first screen is the page's, signed in or out, so a signed-out visit is not a page that is mostly footer.
    <Container className="min-h-[calc(100svh-4rem)] py-10">
      <h1 className="text-3xl">Your account</h1>
      <p className="mt-2 mb-10 max-w-xl text-slate-700">
        Your details, your password, how you sign in, the devices you are signed in on, your applications and
        subscriptions, and your data: download it or delete your account.
      </p>
      {panel}
    </Container>
  );
}
