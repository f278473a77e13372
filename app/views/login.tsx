import type { ReactNode } from "react";
import { CardOnMap } from "../components/ui/card-on-map.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("login");

export default function LoginRoute({ form }: { form: ReactNode }) {
  return (
    <CardOnMap hero="login" title="Welcome back" lead="Sign in to your Verdant Collective account.">
      {form}
    </CardOnMap>
  );
}
