import { serviceBySlug } from "../content/services.ts";
import { ServiceDetail } from "../features/services/service-detail.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("serviceAgtech");

export default function PrecisionAgtechPage() {
  return <ServiceDetail service={serviceBySlug("precision-agtech")} />;
}
