import type { ReactNode } from "react";
import { Container } from "../components/ui/container.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("staff");

export default function StaffRoute({ console }: { console: ReactNode }) {
  return (
    <Container className="py-10">
      <h1 className="text-3xl">Staff console</h1>
      <p className="mt-2 mb-8 text-slate-700">
        Messages, applications and subscribers sent through the website.
      </p>
      {console}
    </Container>
  );
}
