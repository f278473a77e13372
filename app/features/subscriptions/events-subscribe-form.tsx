// Placeholder until the forms issue lands: the Events page places <EventsSubscribeForm /> ("Subscribe to Events").
export function EventsSubscribeForm() {
  return null;
}
