import { Container } from "../components/ui/container.tsx";
import { StaffConsoleIsland } from "../islands/staff-console.tsx";
import { Island } from "../islands/island.tsx";
import { pageMeta } from "../lib/seo.ts";
import { islandsPage } from "../lib/hydration.ts";

// The console under the heading is all interaction: it is hydrated as an island, without React Router (app/islands).
export const handle = islandsPage;

export const meta = () => pageMeta("staff");

export default function StaffRoute() {
  return (
    <Container className="py-10">
      <h1 className="text-3xl">Staff console</h1>
      <p className="mt-2 mb-8 text-slate-700">
        Messages, applications and subscribers sent through the website.
      </p>
      <Island name="staff-console" component={StaffConsoleIsland} start={["session"]} />
    </Container>
  );
}
