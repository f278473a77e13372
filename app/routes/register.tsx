import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("register");

export default function RegisterPage() {
  return <PageHero title={"Create an account today"} lead={pages.register.description} />;
}
