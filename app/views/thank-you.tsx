import {
  publicFormPages,
  publicForms,
  publicFormThanks,
  type PublicForm,
} from "../../contract/public-forms.ts";
import { AlertBanner } from "../components/ui/alert-banner.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { CardOnMap } from "../components/ui/card-on-map.tsx";
import { pages, type PageKey } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

const pageOf: Record<PublicForm, PageKey> = {
  contact: "contactThanks",
  application: "careersThanks",
  newsletter: "insightsThanks",
  events: "eventsThanks",
};

/** The thank-you page of each public form, for the Astro route that prerenders them. */
export const thanksPages = publicForms.map((form) => ({ path: publicFormPages[form].thanks, form }));

export const meta = (form: PublicForm) => pageMeta(pageOf[form]);

/**
 * Where a public form sent without JavaScript lands once stored: the form's own success message (ADR 0007), on one
 * card over the page's field map, like the other confirmations, so a short message does not leave a page that is
 * mostly footer.
 */
export default function ThankYouPage({ form }: { form: PublicForm }) {
  const back = publicFormPages[form].page;
  const page = pages[pageOf[form]];
  return (
    <CardOnMap hero={pageOf[form]} title={page.title} lead={page.description}>
      <div className="flex flex-col items-start gap-6">
        <AlertBanner tone="success">{publicFormThanks[form]}</AlertBanner>
        <ButtonLink to={back}>Back to {pages[back.slice(1) as PageKey].title}</ButtonLink>
      </div>
    </CardOnMap>
  );
}
