import BookOpen from "lucide-react/icons/book-open";
import Headphones from "lucide-react/icons/headphones";
import PlayCircle from "lucide-react/icons/circle-play";
import { useId, useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ItemArt } from "../../components/ui/item-art.tsx";
import type { Interview } from "../../content/press.ts";
import { formatDate } from "../../../contract/format-date.ts";

const typeIcon = { Written: BookOpen, Video: PlayCircle, Podcast: Headphones } as const;

/** A leadership interview; Access Interview opens its transcript excerpt or summary in place. */
export function InterviewCard({ interview }: { interview: Interview }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const Icon = typeIcon[interview.type];
  return (
    <article className="flex w-full flex-col gap-2 overflow-hidden rounded-(--radius-card) border border-slate-200 bg-surface p-5 shadow-(--shadow-raised)">
      <ItemArt kind="interview" slug={interview.slug} className="-mx-5 -mt-5 mb-1" />
      <div className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        <Badge>{interview.type}</Badge>
      </div>
      <h3 className="text-lg leading-snug">{interview.title}</h3>
      <p className="text-sm font-medium text-slate-800">{interview.interviewee}</p>
      <p className="text-sm text-slate-700">{interview.description}</p>
      <p className="text-sm text-slate-600">
        {interview.outlet} · <time dateTime={interview.date}>{formatDate(interview.date)}</time> ·{" "}
        {interview.length}
      </p>
      <div
        id={panelId}
        hidden={!open}
        className="flex flex-col gap-2 rounded-(--radius-control) bg-slate-50 p-4 text-sm"
      >
        <p className="font-semibold text-slate-900">
          {interview.type === "Written" ? "Transcript excerpt" : "Summary and excerpt"}
        </p>
        {interview.excerpt.map((line) => (
          <p key={line.text.slice(0, 30)} className="text-slate-800">
            {line.speaker ? <span className="font-semibold">{line.speaker}: </span> : null}
            {line.text}
          </p>
        ))}
      </div>
      <div className="mt-auto pt-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className={buttonClasses("secondary")}
        >
          {open ? "Hide interview" : "Access Interview"}
          <span className="sr-only">: {interview.title}</span>
        </button>
      </div>
    </article>
  );
}
