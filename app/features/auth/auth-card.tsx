import type { ReactNode } from "react";
import { Container } from "../../components/ui/container.tsx";

/** The frame of the login and register pages: heading, lead and the form on one card. */
export function AuthCard({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section className="bg-linear-to-b from-brand-50 to-surface py-12 sm:py-16">
      <Container>
        <div className="mx-auto max-w-md rounded-(--radius-card) border border-slate-200 bg-surface p-6 shadow-(--shadow-raised) sm:p-8">
          <h1 className="text-3xl">{title}</h1>
          <p className="mt-2 text-slate-700">{lead}</p>
          <div className="mt-6">{children}</div>
        </div>
      </Container>
    </section>
  );
}
