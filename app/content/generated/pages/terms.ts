// Generated from content/pages/terms.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"terms"> = {
  "otherPolicies": {
    "before": "Our other policies, including the Privacy Policy and Cookie Policy, are on the",
    "link": "Legal and Compliance",
    "after": "page."
  }
};
