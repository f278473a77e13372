import type { Locator, Page } from "@playwright/test";

/** The Careers page's position titled `title`, opened in place (its native disclosure) if it was closed. */
export async function openPosition(page: Page, title: string): Promise<Locator> {
  const position = page.locator("details", {
    has: page.getByRole("heading", { name: title, exact: true }),
  });
  if (!(await position.evaluate((details: HTMLDetailsElement) => details.open)))
    await position.locator("summary").click();
  return position;
}

/** The Apply Now button of a position, inside the position, which is opened first. */
export async function applyNowFor(page: Page, title: string): Promise<Locator> {
  await openPosition(page, title);
  return page.getByRole("button", { name: `Apply Now for ${title}` });
}
