import { serviceBySlug } from "../content/services.ts";
import { ServiceDetail } from "../features/services/service-detail.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("serviceNutrition");

export default function NutritionalHealthPage() {
  return <ServiceDetail service={serviceBySlug("nutritional-health")} />;
}
