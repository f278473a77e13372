import { InsightsArticles } from "../../features/insights/insights-articles.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("insights-articles", InsightsArticles);
