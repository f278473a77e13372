// Every generated PDF of the site, built from the same content modules the pages render.
import { itemArtName } from "../../content/art.ts";
import { whitepaperPath } from "../../content/detail-pages.ts";
import { fullReportOffer, publicationVenue, serviceContactLead } from "../../content/document-texts.ts";
import { itemArtPng } from "../illustrations/generate.ts";
import { boilerplate, mediaContacts, projectBriefs } from "../../content/press.ts";
import { projects } from "../../content/projects.ts";
import { aiModels, datasetDownload, datasets, publications, reports } from "../../content/research.ts";
import type { ResearchPerson } from "../../content/research.ts";
import {
  modelCardPath,
  publicationPdfPath,
  reportSummaryPath,
  researchItemPath,
} from "../../content/research-paths.ts";
import { serviceProcess, services } from "../../content/services.ts";
import { site } from "../../content/site.ts";
import { whitepapers } from "../../content/whitepapers.ts";
import { formatDate, formatPeriod } from "../../../contract/format-date.ts";
import { fullName } from "../../lib/person-names.ts";
import { datasetCsl, formattedReference, modelCsl, publicationCsl, reportCsl } from "../citations.ts";
import { writeContact } from "./contact-block.ts";
import { createPdf, type PdfWriter } from "./pdf-writer.ts";

export interface GeneratedPdf {
  /** URL path under the site root, e.g. /assets/pdfs/bioai-brochure.pdf. */
  urlPath: string;
  /** The document title: PDF metadata and the heading on page one. */
  title: string;
  bytes: Uint8Array;
  pageCount: number;
}

async function brochures(): Promise<GeneratedPdf[]> {
  return Promise.all(
    services.map(async (service) => {
      const pdf = createPdf(
        {
          title: service.title,
          subject: service.tagline,
          kicker: "Service brochure",
          keywords: [...service.features],
        },
        service.tagline,
      );
      pdf.image(itemArtPng(itemArtName("service", service.slug)));
      pdf.heading("Overview");
      pdf.paragraph(service.description);
      pdf.heading("What makes this service different");
      for (const item of service.differentiators) {
        pdf.subheading(item.title);
        pdf.paragraph(item.text);
      }
      pdf.heading("Deliverables");
      pdf.bullets(service.deliverables);
      pdf.heading("How we work");
      pdf.bullets(serviceProcess.map((step, index) => `${index + 1}. ${step.title}: ${step.text}`));
      writeContact(pdf, serviceContactLead, [
        { label: "This service online", value: `${site.url}${service.link}` },
      ]);
      return {
        urlPath: service.brochure,
        title: service.title,
        bytes: await pdf.save(),
        pageCount: pdf.pageCount(),
      };
    }),
  );
}

async function whitepaperPdfs(): Promise<GeneratedPdf[]> {
  return Promise.all(
    whitepapers.map(async (paper) => {
      const pdf = createPdf(
        { title: paper.title, subject: paper.description, kicker: `Whitepaper · ${paper.category}` },
        paper.description,
      );
      pdf.paragraph(`Published ${formatDate(paper.date)} by ${site.name}. Free to share with attribution.`, {
        size: 9.5,
      });
      for (const section of paper.sections) {
        pdf.heading(section.heading);
        for (const paragraph of section.paragraphs) pdf.paragraph(paragraph);
      }
      pdf.heading(`About ${site.name}`);
      pdf.paragraph(boilerplate);
      writeContact(pdf, undefined, [
        { label: "This paper online", value: `${site.url}${whitepaperPath(paper.slug)}` },
      ]);
      return { urlPath: paper.link, title: paper.title, bytes: await pdf.save(), pageCount: pdf.pageCount() };
    }),
  );
}

async function pressBriefs(): Promise<GeneratedPdf[]> {
  return Promise.all(
    projectBriefs.map(async (brief) => {
      const project = projects.find((entry) => entry.slug === brief.slug)!;
      const pdf = createPdf(
        { title: brief.title, subject: project.subtitle, kicker: `Press brief · ${project.category}` },
        project.subtitle,
      );
      pdf.paragraph(project.description);
      pdf.heading("Key features");
      pdf.bullets(project.features);
      pdf.heading("Impact");
      pdf.paragraph(project.impact);
      pdf.rows([
        { label: "Live dashboard", value: project.link },
        { label: "Brief date", value: formatDate(brief.date) },
      ]);
      pdf.heading(`About ${site.name}`);
      pdf.paragraph(boilerplate, { size: 9.5 });
      pdf.heading("Media contacts");
      pdf.rows(
        mediaContacts.map((contact) => ({
          label: contact.name,
          value: [contact.role, contact.focus, contact.email, contact.phone].join(" · "),
        })),
      );
      return {
        urlPath: brief.downloadUrl,
        title: brief.title,
        bytes: await pdf.save(),
        pageCount: pdf.pageCount(),
      };
    }),
  );
}

const people = (persons: readonly ResearchPerson[]) => persons.map(fullName).join(", ");
const sectionsOf = (pdf: PdfWriter, sections: readonly { heading: string; paragraphs: string[] }[]) => {
  for (const section of sections) {
    pdf.heading(section.heading);
    for (const paragraph of section.paragraphs) pdf.paragraph(paragraph);
  }
};

// The research documents carry the same text as the items' pages (content/datasets/, models/, reports/): the page
// is the accessible version of each PDF.
async function researchPdfs(): Promise<GeneratedPdf[]> {
  const jobs: Promise<GeneratedPdf>[] = [];
  for (const dataset of datasets) {
    const urlPath = datasetDownload(dataset);
    if (!urlPath) continue;
    jobs.push(
      (async () => {
        const title = `${dataset.title}: Data Sheet`;
        const pdf = createPdf(
          { title, subject: dataset.description, kicker: "Open Access dataset", keywords: dataset.keywords },
          dataset.description,
        );
        pdf.heading("Record");
        pdf.rows([
          { label: "Category", value: dataset.category },
          { label: "Creators", value: people(dataset.creators) },
          { label: "Version", value: dataset.version },
          { label: "Size", value: dataset.size },
          { label: "Samples", value: dataset.samples },
          { label: "Period covered", value: formatPeriod(dataset.temporalCoverage) },
          { label: "Places", value: dataset.spatialCoverage.join(", ") },
          { label: "Last updated", value: formatDate(dataset.lastUpdated) },
          { label: "Access", value: dataset.access },
          { label: "Licence", value: dataset.license.name },
        ]);
        pdf.heading("What it measures");
        pdf.bullets(
          dataset.variables.map(
            (variable) =>
              `${variable.name}${variable.unit ? ` (${variable.unit})` : ""}: ${variable.description}`,
          ),
        );
        sectionsOf(pdf, dataset.sections);
        pdf.heading("Files");
        pdf.rows(
          dataset.distribution.map((file) => ({
            label: file.contentSize,
            value: `${file.name}: ${file.contentUrl}`,
          })),
        );
        pdf.heading("How to cite");
        pdf.paragraph(formattedReference(datasetCsl(dataset)));
        writeContact(pdf, undefined, [
          { label: "This dataset online", value: `${site.url}${researchItemPath("datasets", dataset.slug)}` },
        ]);
        return { urlPath, title, bytes: await pdf.save(), pageCount: pdf.pageCount() };
      })(),
    );
  }
  for (const report of reports) {
    jobs.push(
      (async () => {
        const title = `${report.title}: Executive Summary`;
        const pdf = createPdf(
          { title, subject: report.description, kicker: report.type },
          report.description,
        );
        pdf.rows([
          { label: "Authors", value: people(report.authors) },
          { label: "Category", value: report.category },
          { label: "Type", value: report.type },
          { label: "Published", value: formatDate(report.date) },
          { label: "Full report", value: `${report.pages} pages` },
        ]);
        sectionsOf(pdf, report.sections);
        pdf.paragraph(fullReportOffer(report.pages, site.emails.general));
        pdf.heading("How to cite");
        pdf.paragraph(formattedReference(reportCsl(report)));
        writeContact(pdf, undefined, [
          { label: "This report online", value: `${site.url}${researchItemPath("reports", report.slug)}` },
        ]);
        return {
          urlPath: reportSummaryPath(report.slug),
          title,
          bytes: await pdf.save(),
          pageCount: pdf.pageCount(),
        };
      })(),
    );
  }
  for (const model of aiModels) {
    jobs.push(
      (async () => {
        const title = `${model.title}: Model Card`;
        const pdf = createPdf(
          { title, subject: model.description, kicker: "AI model card", keywords: model.keywords },
          model.description,
        );
        pdf.heading("Model details");
        pdf.rows([
          { label: "Category", value: model.category },
          { label: "Creators", value: people(model.creators) },
          { label: "Version", value: model.version },
          { label: "Parameters", value: model.parameters },
          { label: "Released", value: formatDate(model.released) },
          { label: "Training period", value: formatPeriod(model.temporalCoverage) },
          { label: "Places", value: model.spatialCoverage.join(", ") },
          { label: "License", value: model.license.name },
        ]);
        pdf.heading("What it estimates");
        pdf.bullets(
          model.variables.map(
            (variable) =>
              `${variable.name}${variable.unit ? ` (${variable.unit})` : ""}: ${variable.description}`,
          ),
        );
        sectionsOf(pdf, model.sections);
        pdf.heading("Files");
        pdf.rows(
          model.distribution.map((file) => ({
            label: file.contentSize,
            value: `${file.name}: ${file.contentUrl}`,
          })),
        );
        pdf.heading("How to cite");
        pdf.paragraph(formattedReference(modelCsl(model)));
        writeContact(pdf, undefined, [
          { label: "This model online", value: `${site.url}${researchItemPath("models", model.slug)}` },
        ]);
        return {
          urlPath: modelCardPath(model.slug),
          title,
          bytes: await pdf.save(),
          pageCount: pdf.pageCount(),
        };
      })(),
    );
  }
  return Promise.all(jobs);
}

/** The full text of each paper the site publishes, written beside its page (/research/publications/<slug>.pdf). */
export async function buildPublicationPdfs(): Promise<GeneratedPdf[]> {
  return Promise.all(
    publications
      .filter((paper) => paper.pdf)
      .map(async (paper) => {
        const pdf = createPdf(
          {
            title: paper.title,
            subject: paper.abstract,
            kicker: `${paper.kind} · ${paper.venue}`,
            keywords: paper.keywords,
            authors: paper.authors.map(fullName),
          },
          people(paper.authors),
        );
        pdf.paragraph(`${publicationVenue(paper)} · ${formatDate(paper.date)}`, { size: 9.5 });
        if (paper.doi) pdf.rows([{ label: "DOI", value: paper.doi }]);
        pdf.heading("Abstract");
        pdf.paragraph(paper.abstract);
        sectionsOf(pdf, paper.sections);
        pdf.heading("How to cite");
        pdf.paragraph(formattedReference(publicationCsl(paper)));
        pdf.rows([
          {
            label: "Online, with citation files",
            value: `${site.url}${researchItemPath("publications", paper.slug)}`,
          },
        ]);
        return {
          urlPath: publicationPdfPath(paper.slug),
          title: paper.title,
          bytes: await pdf.save(),
          pageCount: pdf.pageCount(),
        };
      }),
  );
}

export async function buildAllPdfs(): Promise<GeneratedPdf[]> {
  const groups = await Promise.all([brochures(), whitepaperPdfs(), pressBriefs(), researchPdfs()]);
  return groups.flat();
}
