import type { PageCopy } from "../content/page-copy-schema.ts";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import CalendarDays from "lucide-react/icons/calendar-days";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import CircleCheck from "lucide-react/icons/circle-check";
import MapPin from "lucide-react/icons/map-pin";
import Mic from "lucide-react/icons/mic";
import Rss from "lucide-react/icons/rss";
import Users from "lucide-react/icons/users";
import Video from "lucide-react/icons/video";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink, buttonClasses } from "../components/ui/button.tsx";
import { DividedList, dividedRow } from "../components/ui/divided-list.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { FigureBeside } from "../components/ui/figure-beside.tsx";
import { GridCardArt } from "../components/ui/grid-card-art.tsx";
import { ItemArt } from "../components/ui/item-art.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { eventCalendarPath, eventsCalendar } from "../content/calendars.ts";
import type { EventStatus, PastEvent, UpcomingEvent, WebinarSeries } from "../content/schema.ts";
import { feeds } from "../content/feeds.ts";
import { pages } from "../content/pages.ts";
import { formatMonth } from "../../contract/format-date.ts";
import { pageMeta } from "../lib/seo.ts";
import { eventLd } from "../lib/json-ld/event.ts";

export const meta = (upcomingEvents: readonly UpcomingEvent[]) =>
  pageMeta("events", { structuredData: upcomingEvents.map(eventLd), feeds: [feeds.events] });

const statusTint: Record<EventStatus, string> = {
  "Registration Open": "bg-brand-100 text-brand-900",
  "Early Bird Registration": "bg-accent-100 text-accent-700",
  "Invitation Only": "bg-slate-200 text-slate-800",
};

/** "Free", or the ticket price as people read it ("€350"). */
export function formatPrice(price: number, currency: string): string {
  if (price === 0) return "Free";
  return new Intl.NumberFormat("en-GB", { style: "currency", currency, maximumFractionDigits: 0 }).format(
    price,
  );
}

/** One fact of an event: its icon (decorative), its name for screen readers, its value. */
function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

const followLink =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

export default function EventsPage({
  copy,
  upcomingEvents,
  pastEvents,
  webinarSeries,
  subscribe,
}: {
  copy: PageCopy<"events">;
  upcomingEvents: readonly UpcomingEvent[];
  pastEvents: readonly PastEvent[];
  webinarSeries: readonly WebinarSeries[];
  subscribe: ReactNode;
}) {
  return (
    <>
      <PageHero hero="events" tagline={copy.hero.tagline} title={pages.events.title} lead={copy.hero.lead} />
      <Section labelledBy="upcoming-heading">
        <SectionHeading
          id="upcoming-heading"
          {...copy.upcoming}
          lead={
            <span className="flex flex-wrap gap-x-6 gap-y-1 text-base">
              <a href={eventsCalendar.path} type="text/calendar" className={followLink}>
                <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
                {eventsCalendar.label}
              </a>
              <a href={feeds.events.path} type="application/atom+xml" className={followLink}>
                <Rss aria-hidden="true" className="size-4 shrink-0" />
                {feeds.events.label}
              </a>
            </span>
          }
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {upcomingEvents.map((event) => (
            <li key={event.slug} className="flex">
              <article
                id={event.slug}
                className="flex w-full scroll-mt-24 flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-surface shadow-(--shadow-raised)"
              >
                <GridCardArt kind="event" slug={event.slug} wide={{ md: false, lg: false, phone: true }} />
                <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
                  <div className="flex flex-wrap gap-2">
                    <Badge className={statusTint[event.status]}>{event.status}</Badge>
                    <Badge>{event.type}</Badge>
                  </div>
                  <h3 className="text-xl leading-snug">{event.title}</h3>
                  <dl className="grid gap-1.5 text-sm text-slate-700">
                    <Fact icon={CalendarDays} label="Date and time">
                      <time dateTime={event.date}>{event.dateLabel}</time> · {event.time}
                    </Fact>
                    <Fact icon={MapPin} label="Location">
                      {event.location}
                    </Fact>
                    <Fact icon={Users} label="Attendees and price">
                      {event.attendees} · {formatPrice(event.price, event.currency)}
                    </Fact>
                    <Fact icon={Mic} label="Speakers">
                      With {event.performers.map((performer) => performer.name).join(", ")}
                    </Fact>
                  </dl>
                  <p className="text-slate-700">{event.description}</p>
                  <h4 className="text-sm font-semibold text-slate-900">Highlights</h4>
                  <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
                    {event.highlights.map((highlight) => (
                      <li key={highlight}>{highlight}</li>
                    ))}
                  </ul>
                  <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-1 pt-2">
                    <ExternalLink href={event.registrationLink} className={buttonClasses("secondary")}>
                      Register Now
                      <span className="sr-only">: {event.title}</span>
                    </ExternalLink>
                    <a
                      href={eventCalendarPath(event.slug)}
                      type="text/calendar"
                      download={`${event.slug}.ics`}
                      className={buttonClasses("link")}
                    >
                      <CalendarPlus aria-hidden="true" className="size-4" />
                      Add to calendar
                      <span className="sr-only">: {event.title}</span>
                    </a>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="webinars-heading">
        <SectionHeading id="webinars-heading" {...copy.webinars} />
        <DividedList columns={2}>
          {webinarSeries.map((series) => (
            <li key={series.title} className={`flex gap-4 ${dividedRow}`}>
              <Video aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div className="flex flex-col gap-1">
                <h3 className="text-lg leading-snug">{series.title}</h3>
                <p className="text-sm font-medium text-slate-800">
                  {series.schedule} · {series.time}
                </p>
                <p className="text-slate-700">{series.description}</p>
                <p className="text-sm text-brand-900">
                  <span className="font-semibold">Next topic: </span>
                  {series.nextTopic}
                </p>
              </div>
            </li>
          ))}
        </DividedList>
      </Section>
      <Section labelledBy="past-heading">
        <SectionHeading id="past-heading" {...copy.past} />
        {/* Each past event as text beside its picture, the pictures alternating sides: not a third grid of cards. */}
        <ol className="flex flex-col gap-10 sm:gap-14">
          {pastEvents.map((event, index) => (
            <li key={event.slug}>
              <FigureBeside
                figureAfter={index % 2 === 1}
                decorativeFigure
                figure={
                  <div className="overflow-hidden rounded-(--radius-card) border border-slate-200">
                    <ItemArt kind="past-event" slug={event.slug} />
                  </div>
                }
              >
                <h3 className="text-xl leading-snug">{event.title}</h3>
                <p className="mt-1 text-sm text-slate-700">
                  {formatMonth(event.date)} · {event.location} · {event.attendees}
                </p>
                <p className="mt-3 text-slate-700">{event.description}</p>
                <h4 className="mt-4 text-sm font-semibold text-slate-900">Outcomes</h4>
                <ul className="mt-2 flex flex-col gap-1.5 text-sm text-slate-700">
                  {event.outcomes.map((outcome) => (
                    <li key={outcome} className="flex gap-2">
                      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {outcome}
                    </li>
                  ))}
                </ul>
              </FigureBeside>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="muted" labelledBy="stay-heading">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="stay-heading" className="text-3xl">
              {copy.subscribe.title}
            </h2>
            <p className="mt-4 text-slate-700">{copy.subscribe.text}</p>
            <div className="mt-6">{subscribe}</div>
          </div>
          <div className="rounded-(--radius-card) bg-brand-900 p-8 text-white">
            <h2 id="host-heading" className="text-2xl text-white">
              {copy.host.title}
            </h2>
            <p className="mt-3 text-brand-50">{copy.host.text}</p>
            <div className="mt-6">
              <ButtonLink to="/contact" variant="inverse">
                Propose an Event
              </ButtonLink>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
