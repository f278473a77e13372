// Every generated PDF of the site, built from the same content modules the pages render.
import { aiModels, modelCardDownload } from "../../content/ai-models.ts";
import { itemArtName } from "../../content/art.ts";
import { itemArtPng } from "../illustrations/generate.ts";
import { datasetDownload, datasets } from "../../content/datasets.ts";
import { boilerplate, mediaContacts, projectBriefs } from "../../content/press.ts";
import { projects } from "../../content/projects.ts";
import { reportDownload, reports } from "../../content/reports.ts";
import { serviceProcess, services } from "../../content/services.ts";
import { site } from "../../content/site.ts";
import { whitepapers } from "../../content/whitepapers.ts";
import { formatDate } from "../../lib/format-date.ts";
import { writeContact } from "./contact-block.ts";
import { createPdf } from "./pdf-writer.ts";

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
      const pdf = await createPdf(
        {
          title: service.title,
          subject: service.tagline,
          kicker: "Service brochure",
          keywords: [...service.features],
        },
        service.tagline,
      );
      await pdf.image(itemArtPng(itemArtName("service", service.slug)));
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
      writeContact(
        pdf,
        `Tell us about your organisation and goals. A specialist replies within two working days, and the first discovery call is free. More at ${site.url}${service.link}.`,
      );
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
      const pdf = await createPdf(
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
      writeContact(pdf, "Questions about this paper, or interested in a pilot? Write to us.");
      return { urlPath: paper.link, title: paper.title, bytes: await pdf.save(), pageCount: pdf.pageCount() };
    }),
  );
}

async function pressBriefs(): Promise<GeneratedPdf[]> {
  return Promise.all(
    projectBriefs.map(async (brief) => {
      const project = projects.find((entry) => entry.slug === brief.slug)!;
      const pdf = await createPdf(
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
          value: `${contact.role}, ${contact.email}, ${contact.phone}`,
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

async function researchPdfs(): Promise<GeneratedPdf[]> {
  const jobs: Promise<GeneratedPdf>[] = [];
  for (const dataset of datasets) {
    const urlPath = datasetDownload(dataset);
    if (!urlPath) continue;
    jobs.push(
      (async () => {
        const title = `${dataset.title}: Data Sheet`;
        const pdf = await createPdf(
          { title, subject: dataset.description, kicker: "Open Access dataset" },
          dataset.description,
        );
        pdf.heading("Record");
        pdf.rows([
          { label: "Category", value: dataset.category },
          { label: "Size", value: dataset.size },
          { label: "Samples", value: dataset.samples },
          { label: "Last updated", value: formatDate(dataset.lastUpdated) },
          { label: "Access", value: dataset.access },
          { label: "Licence", value: "Creative Commons Attribution 4.0 (CC BY 4.0)" },
        ]);
        pdf.heading("Getting the files");
        pdf.paragraph(
          `The full files (${dataset.size}) are distributed from our research data repository. Write to ${site.emails.general} with the dataset name to receive a download link and checksum list, usually within one working day.`,
        );
        pdf.heading("How to cite");
        pdf.paragraph(
          `${site.name} (${dataset.lastUpdated.slice(0, 4)}). ${dataset.title}. Version of ${formatDate(dataset.lastUpdated)}.`,
        );
        writeContact(pdf, "Questions about this dataset? Contact the research team.");
        return { urlPath, title, bytes: await pdf.save(), pageCount: pdf.pageCount() };
      })(),
    );
  }
  for (const report of reports) {
    jobs.push(
      (async () => {
        const title = `${report.title}: Executive Summary`;
        const pdf = await createPdf(
          { title, subject: report.description, kicker: report.type },
          report.description,
        );
        pdf.heading("About the full report");
        pdf.rows([
          { label: "Category", value: report.category },
          { label: "Type", value: report.type },
          { label: "Published", value: formatDate(report.date) },
          { label: "Full report", value: `${report.pages} pages` },
        ]);
        pdf.paragraph(
          `This summary introduces the ${report.pages}-page report. The complete report, with methods, data tables and annexes, is sent free of charge on request to ${site.emails.general}.`,
        );
        writeContact(pdf, "Request the full report or discuss the findings with its authors.");
        return {
          urlPath: reportDownload(report),
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
        const pdf = await createPdf(
          { title, subject: model.description, kicker: "AI model card" },
          model.description,
        );
        pdf.heading("Model details");
        pdf.rows([
          { label: "Category", value: model.category },
          { label: "Version", value: model.version },
          { label: "Parameters", value: model.parameters },
          { label: "License", value: model.license },
        ]);
        pdf.heading("Intended use");
        pdf.paragraph(
          "Research and decision support by trained professionals. Outputs are estimates with uncertainty, not diagnoses or guarantees, and should be reviewed by a qualified person before any action.",
        );
        pdf.heading("Evaluation and fairness");
        pdf.paragraph(
          "Performance is reported separately for every region and population group in the evaluation data. Results outside those groups have not been validated.",
        );
        writeContact(pdf, "Request the weights, evaluation reports or a walkthrough from the model team.");
        return {
          urlPath: modelCardDownload(model),
          title,
          bytes: await pdf.save(),
          pageCount: pdf.pageCount(),
        };
      })(),
    );
  }
  return Promise.all(jobs);
}

export async function buildAllPdfs(): Promise<GeneratedPdf[]> {
  const groups = await Promise.all([brochures(), whitepaperPdfs(), pressBriefs(), researchPdfs()]);
  return groups.flat();
}
