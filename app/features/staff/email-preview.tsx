import type { Ref } from "react";

/**
 * An email as its recipient will see it, before it is sent: its HTML (from contract/replies-markdown.ts: raw HTML
 * escaped, only http(s) and mailto links) under a focusable heading, and its plain-text version on demand.
 */
export function EmailPreview({
  id,
  heading,
  headingRef,
  html,
  text,
}: {
  id: string;
  heading: string;
  headingRef: Ref<HTMLHeadingElement>;
  html: string;
  text: string;
}) {
  return (
    <>
      <h4 id={id} ref={headingRef} tabIndex={-1} className="text-base font-semibold focus:outline-none">
        {heading}
      </h4>
      <div
        role="region"
        aria-labelledby={id}
        className="rounded-(--radius-card) border border-slate-200 bg-surface p-4 text-sm text-slate-900 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-800">Plain-text version</summary>
        <pre className="mt-2 font-sans break-words whitespace-pre-wrap text-slate-900">{text}</pre>
      </details>
    </>
  );
}
