import { content, type Service } from "./load.ts";

// The service offerings, one page each under /services/. The service pages and their PDF brochures both read them.
export type { Service } from "./load.ts";

/** The service offerings, one file each in content/services/, in their `order`. */
export const services: readonly Service[] = content().services;

export function serviceBySlug(slug: Service["slug"]): Service {
  const service = services.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return service;
}

/**
 * The engagement process on /services (content/service-process.yaml). Its four step names are fixed: Discovery and
 * Assessment, Custom Solution Design, Implementation and Integration, Optimization and Support.
 */
export const serviceProcess: readonly { title: string; text: string }[] = content().serviceProcess;
