import { serviceBySlug } from "../content/services.ts";
import { ServiceDetail } from "../features/services/service-detail.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("serviceBioai");

export default function BioaiPlatformPage() {
  return <ServiceDetail service={serviceBySlug("bioai-platform")} />;
}
