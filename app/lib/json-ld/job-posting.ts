import type { JobPosting } from "schema-dts";
import type { Job } from "../../content/jobs.ts";
import { site } from "../../content/site.ts";
import { absoluteUrl, organizationReference } from "./core.ts";

/** "$120,000–$180,000" (or with a hyphen) → [120000, 180000]; undefined for anything else. */
export function parseSalaryRange(text: string): [number, number] | undefined {
  const match = /^\$([\d,]+)\s*[–-]\s*\$([\d,]+)$/.exec(text.trim());
  if (!match) return undefined;
  return [Number(match[1]!.replace(/,/g, "")), Number(match[2]!.replace(/,/g, ""))];
}

export function jobPosting(job: Job): JobPosting {
  const salary = parseSalaryRange(job.salary);
  return {
    "@type": "JobPosting",
    "@id": absoluteUrl(`/careers#${job.id}`),
    url: absoluteUrl(`/careers#${job.id}`),
    title: job.title,
    description: [
      `<p>${job.description}</p>`,
      `<p>Requirements:</p><ul>${job.requirements.map((item) => `<li>${item}</li>`).join("")}</ul>`,
      `<p>Responsibilities:</p><ul>${job.responsibilities.map((item) => `<li>${item}</li>`).join("")}</ul>`,
      `<p>${job.equity}.</p>`,
    ].join(""),
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59+00:00`,
    employmentType: "FULL_TIME",
    occupationalCategory: job.department,
    experienceRequirements: job.experience,
    hiringOrganization: organizationReference(),
    jobLocationType: "TELECOMMUTE",
    // "Remote / Global": applicants may live anywhere.
    applicantLocationRequirements: { "@type": "AdministrativeArea", name: "Worldwide" },
    ...(salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "USD",
            value: {
              "@type": "QuantitativeValue",
              minValue: salary[0],
              maxValue: salary[1],
              unitText: "YEAR",
            },
          },
        }
      : {}),
    directApply: true,
  };
}
