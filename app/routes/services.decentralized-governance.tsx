import { serviceBySlug } from "../content/services.ts";
import { ServiceDetail } from "../features/services/service-detail.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("serviceGovernance");

export default function DecentralizedGovernancePage() {
  return <ServiceDetail service={serviceBySlug("decentralized-governance")} />;
}
