import { SiteSearch } from "../../features/search/site-search.tsx";
import { hydrateIslands } from "../hydrate.tsx";

// The header's Search button on island pages (on other pages React Router hydrates it with the whole page). The
// dialog is still loaded on the first press; a chosen result is a full page load.
hydrateIslands("site-search", SiteSearch);
