import type { Locator, Page } from "@playwright/test";

/** The Careers page's card of the position titled `title`. */
export function positionCard(page: Page, title: string): Locator {
  return page.getByRole("article", { name: title, exact: true });
}

/** The card of a position with its requirements and responsibilities opened (its native disclosure). */
export async function openPosition(page: Page, title: string): Promise<Locator> {
  const card = positionCard(page, title);
  const details = card.locator("details");
  if (!(await details.evaluate((element: HTMLDetailsElement) => element.open)))
    await details.locator("summary").click();
  return card;
}

/** The Apply Now button of a position: on its card, in view without opening anything. */
export function applyNowFor(page: Page, title: string): Locator {
  return page.getByRole("button", { name: `Apply Now for ${title}` });
}
