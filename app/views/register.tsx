import type { ReactNode } from "react";
import { CardOnMap } from "../components/ui/card-on-map.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("register");

export default function RegisterRoute({ form }: { form: ReactNode }) {
  return (
    <CardOnMap hero="register" title="Create an account today" lead="Join the Verdant Collective community.">
      {form}
    </CardOnMap>
  );
}
