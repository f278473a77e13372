import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("login");

export default function LoginPage() {
  return <PageHero title={"Welcome back"} lead={pages.login.description} />;
}
