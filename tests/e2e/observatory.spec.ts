import { expect, test } from "@playwright/test";
import { judgeWithoutHttps, scanWithObservatory } from "../../tooling/observatory.ts";

test("the MDN HTTP Observatory grades the home page A+, HTTPS-only tests set aside", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const result = await scanWithObservatory(new URL(baseURL!).host);
  const verdict = judgeWithoutHttps(result);
  expect(verdict.failed).toEqual([]);
  expect(verdict.grade).toBe("A+");
  // The HTTPS-only tests fail here for the right reason (plain HTTP), not because a header is wrong.
  expect(result.tests["strict-transport-security"]?.result).toBe("hsts-not-implemented-no-https");
});
