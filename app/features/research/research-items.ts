import type { AiModel, Dataset, Publication, Report } from "../../content/research-schema.ts";
import { researchCategories, type ResearchCategory } from "../../content/research-categories.ts";
import {
  datasheetPath,
  modelCardPath,
  reportSummaryPath,
  researchItemPath,
} from "../../content/research-paths.ts";
import { formatDate } from "../../../contract/format-date.ts";
import { authorList } from "../../lib/person-names.ts";

// The four Research Center collections in one shape, so one card, one filter and one search serve every tab.
export const researchTabs = [
  { id: "datasets", label: "Datasets", noun: ["dataset", "datasets"] },
  { id: "reports", label: "Reports", noun: ["report", "reports"] },
  { id: "models", label: "AI Models", noun: ["AI model", "AI models"] },
  { id: "publications", label: "Publications", noun: ["publication", "publications"] },
] as const;

export type ResearchTabId = (typeof researchTabs)[number]["id"];
export type CategoryChoice = ResearchCategory | "All";

export interface ResearchItem {
  id: string;
  title: string;
  category: ResearchCategory;
  description: string;
  /** Pills next to the category (access level, type, impact). */
  badges: readonly string[];
  /** The record, label and value, in the order each record type lists its fields. */
  facts: readonly { label: string; value: string }[];
  /** The item's own page (View details). */
  href: string;
  download?: { href: string; label: string };
  /** Restricted datasets explain how to request access (on their page) instead of downloading. */
  restricted: boolean;
}

export type ResearchItems = Record<ResearchTabId, readonly ResearchItem[]>;

const number = (value: number) => value.toLocaleString("en-US");

/** The cards of every tab, from the content files (the Research Center page hands them to its island). */
export function researchItemsFrom(lists: {
  datasets: readonly Dataset[];
  reports: readonly Report[];
  aiModels: readonly AiModel[];
  publications: readonly Publication[];
}): ResearchItems {
  return {
    datasets: lists.datasets.map((dataset) => ({
      id: dataset.slug,
      title: dataset.title,
      category: dataset.category,
      description: dataset.description,
      badges: [dataset.access],
      facts: [
        { label: "Category", value: dataset.category },
        { label: "Size", value: dataset.size },
        { label: "Samples", value: dataset.samples },
        { label: "Last updated", value: formatDate(dataset.lastUpdated) },
        { label: "Access", value: dataset.access },
        { label: "Downloads", value: number(dataset.downloads) },
      ],
      href: researchItemPath("datasets", dataset.slug),
      download:
        dataset.access === "Open Access"
          ? { href: datasheetPath(dataset.slug), label: "Download data sheet" }
          : undefined,
      restricted: dataset.access === "Restricted",
    })),
    reports: lists.reports.map((report) => ({
      id: report.slug,
      title: report.title,
      category: report.category,
      description: report.description,
      badges: [report.type],
      facts: [
        { label: "Category", value: report.category },
        { label: "Type", value: report.type },
        { label: "Pages", value: String(report.pages) },
        { label: "Published", value: formatDate(report.date) },
      ],
      href: researchItemPath("reports", report.slug),
      download: { href: reportSummaryPath(report.slug), label: "Download summary" },
      restricted: false,
    })),
    models: lists.aiModels.map((model) => ({
      id: model.slug,
      title: model.title,
      category: model.category,
      description: model.description,
      badges: [`v${model.version}`],
      facts: [
        { label: "Category", value: model.category },
        { label: "Version", value: model.version },
        { label: "Parameters", value: model.parameters },
        { label: "License", value: model.license.name },
      ],
      href: researchItemPath("models", model.slug),
      download: { href: modelCardPath(model.slug), label: "Download model card" },
      restricted: false,
    })),
    publications: lists.publications.map((publication) => ({
      id: publication.slug,
      title: publication.title,
      category: publication.category,
      description: publication.abstract,
      badges: [publication.impact],
      facts: [
        { label: "Authors", value: authorList(publication.authors) },
        { label: "Journal", value: publication.venue },
        { label: "Published", value: formatDate(publication.date) },
        { label: "Citations", value: number(publication.citations) },
        { label: "Impact", value: publication.impact },
        { label: "Category", value: publication.category },
      ],
      href: researchItemPath("publications", publication.slug),
      restricted: false,
    })),
  };
}

export function parseTab(value: string | null): ResearchTabId {
  return researchTabs.find((tab) => tab.id === value)?.id ?? "datasets";
}

export function parseCategory(value: string | null): CategoryChoice {
  return researchCategories.find((category) => category === value) ?? "All";
}

/** Case-insensitive match of every word of the query against title, description and every field of the record. */
export function filterResearch(
  items: readonly ResearchItem[],
  query: string,
  category: CategoryChoice,
): ResearchItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (category !== "All" && item.category !== category) return false;
    const text = [item.title, item.description, ...item.badges, ...item.facts.map((fact) => fact.value)]
      .join(" ")
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
