import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One file per page (SPEC §2). Paths here are the prerender list; keep app/content/pages.ts in step.
export default [
  index("routes/home.tsx"),
  route("vision", "routes/vision.tsx"),
  route("company", "routes/company.tsx"),
  route("careers", "routes/careers.tsx"),
  route("ai-center", "routes/ai-center.tsx"),
  route("featured-initiatives", "routes/featured-initiatives.tsx"),
  route("research", "routes/research.tsx"),
  route("projects", "routes/projects.tsx"),
  route("services", "routes/services.tsx"),
  route("services/bioai-platform", "routes/services.bioai-platform.tsx"),
  route("services/nutritional-health", "routes/services.nutritional-health.tsx"),
  route("services/genomic-data", "routes/services.genomic-data.tsx"),
  route("services/decentralized-governance", "routes/services.decentralized-governance.tsx"),
  route("services/precision-agtech", "routes/services.precision-agtech.tsx"),
  route("insights", "routes/insights.tsx"),
  route("events", "routes/events.tsx"),
  route("press", "routes/press.tsx"),
  route("contact", "routes/contact.tsx"),
  route("legal", "routes/legal.tsx"),
  route("terms", "routes/terms.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
