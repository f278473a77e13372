import SearchX from "lucide-react/icons/search-x";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { SelectField, TextField } from "../../components/ui/form-field.tsx";
import { Tabs } from "../../components/ui/tabs.tsx";
import { researchCategories } from "../../content/research-categories.ts";
import { useQueryState } from "../../lib/use-query-state.ts";
import { ResearchItemCard } from "./research-item-card.tsx";
import {
  filterResearch,
  parseCategory,
  parseTab,
  researchTabs,
  type ResearchItems,
} from "./research-items.ts";

const categoryOptions = [
  { value: "All", label: "All" },
  ...researchCategories.map((category) => ({ value: category, label: category })),
];

/**
 * The research library: a search box and a category select over tabs of items, all kept in the URL query (?q=,
 * ?category=, ?tab=): the Research Center page's island (app/pages/research.astro), which hands it the items.
 */
export function ResearchLibrary({ items }: { items: ResearchItems }) {
  const [tab, setTab] = useQueryState("tab", parseTab, "datasets");
  const [category, setCategory] = useQueryState("category", parseCategory, "All");
  const [urlQuery, setUrlQuery] = useQueryState("q", (raw) => raw ?? "", "");
  // The text box keeps its own state while typing, so the caret never jumps; the URL follows it.
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? urlQuery;

  function clearFilters() {
    setTyped("");
    setUrlQuery("");
    setCategory("All");
  }

  return (
    <>
      <div role="search" aria-label="Research library" className="mb-8 grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label="Search the research library"
          type="search"
          name="q"
          value={query}
          placeholder="Title, topic, author…"
          hint="Searches titles, descriptions and every detail of the current tab."
          onChange={(event) => {
            setTyped(event.target.value);
            setUrlQuery(event.target.value);
          }}
        />
        <SelectField
          label="Category"
          name="category"
          value={category}
          options={categoryOptions}
          onChange={(event) => setCategory(parseCategory(event.target.value))}
        />
      </div>
      <Tabs
        label="Research resources"
        selected={tab}
        onSelect={(id) => setTab(parseTab(id))}
        tabs={researchTabs.map((entry) => {
          const all = items[entry.id];
          const shown = filterResearch(all, query, category);
          const plural = entry.noun[1];
          return {
            id: entry.id,
            label: entry.label,
            panel: (
              <>
                <p role="status" className="mb-4 text-sm text-slate-700">
                  Showing {shown.length} of {all.length} {plural}
                </p>
                {shown.length === 0 ? (
                  <div className="flex flex-col items-start gap-4 rounded-(--radius-card) border border-dashed border-slate-300 p-8">
                    <SearchX aria-hidden="true" className="size-8 text-slate-500" />
                    <p className="font-semibold text-slate-900">No {plural} match your search.</p>
                    <p className="text-slate-700">
                      Try fewer or different words, choose another category, or look in another tab.
                    </p>
                    <Button variant="secondary" onClick={clearFilters}>
                      Clear search and category
                    </Button>
                  </div>
                ) : (
                  <ul data-filter-results="" className="grid gap-6 md:grid-cols-2">
                    {shown.map((item) => (
                      <li key={item.id}>
                        <ResearchItemCard item={item} detailsLabel="View details" />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ),
          };
        })}
      />
    </>
  );
}
