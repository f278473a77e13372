import { ApplyNowButton } from "../../features/careers/apply-now-button.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("careers-apply", ApplyNowButton);
