import type { Event, Place, VirtualLocation } from "schema-dts";
import type { UpcomingEvent } from "../../content/events.ts";
import { eventImagePath } from "../seo.ts";
import { absoluteUrl, organizationReference } from "./core.ts";

function eventLocations(event: UpcomingEvent): (Place | VirtualLocation)[] {
  const places: (Place | VirtualLocation)[] = event.venues.map((venue) => ({
    "@type": "Place",
    name: venue.name,
    address: { "@type": "PostalAddress", addressLocality: venue.locality, addressCountry: venue.country },
  }));
  if (event.online) places.push({ "@type": "VirtualLocation", url: event.registrationLink });
  return places;
}

export function eventAttendanceMode(event: UpcomingEvent) {
  if (event.online && event.venues.length > 0) return "https://schema.org/MixedEventAttendanceMode" as const;
  return event.online
    ? ("https://schema.org/OnlineEventAttendanceMode" as const)
    : ("https://schema.org/OfflineEventAttendanceMode" as const);
}

export function eventLd(event: UpcomingEvent): Event {
  const locations = eventLocations(event);
  return {
    "@type": "Event",
    "@id": absoluteUrl(`/events#${event.slug}`),
    url: absoluteUrl(`/events#${event.slug}`),
    name: event.title,
    description: event.description,
    image: absoluteUrl(eventImagePath(event.slug)),
    startDate: event.start,
    endDate: event.end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: eventAttendanceMode(event),
    location: locations.length === 1 ? locations[0]! : locations,
    organizer: organizationReference(),
    performer: event.performers.map((performer) =>
      performer.kind === "person"
        ? { "@type": "Person" as const, name: performer.name }
        : { "@type": "Organization" as const, name: performer.name },
    ),
    offers: {
      "@type": "Offer",
      url: event.registrationLink,
      price: event.price,
      priceCurrency: event.currency,
      // Registration opens the day the event is announced.
      validFrom: event.announced,
      availability:
        event.status === "Invitation Only"
          ? "https://schema.org/LimitedAvailability"
          : "https://schema.org/InStock",
    },
  };
}
