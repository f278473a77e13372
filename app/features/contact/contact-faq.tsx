import { useState } from "react";
import { Disclosure } from "../../components/ui/disclosure.tsx";
import { faq } from "../../content/faq.ts";

/** The Contact page's questions, at most one open at a time: one of its islands (app/pages/contact.astro). */
export function ContactFaq() {
  const [openQuestion, setOpenQuestion] = useState<string | null>(null);
  return (
    <div className="max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
      {faq.map((item) => (
        <Disclosure
          key={item.topic}
          headingLevel={3}
          summary={item.question}
          open={openQuestion === item.topic}
          onToggle={() => setOpenQuestion((current) => (current === item.topic ? null : item.topic))}
        >
          <p>{item.answer}</p>
        </Disclosure>
      ))}
    </div>
  );
}
