import { serviceBySlug } from "../content/services.ts";
import { ServiceDetail } from "../features/services/service-detail.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("serviceGenomic");

export default function GenomicDataPage() {
  return <ServiceDetail service={serviceBySlug("genomic-data")} />;
}
