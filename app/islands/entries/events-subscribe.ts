import { EventsSubscribeForm } from "../../features/subscriptions/events-subscribe-form.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("events-subscribe", EventsSubscribeForm);
