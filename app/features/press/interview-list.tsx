// From the generated module: content/press.ts also builds the project briefs from every project, which the island
// would then load (with the projects, shared with the Projects page's island) for nothing.
import { interviews } from "../../content/generated/interviews.ts";
import { InterviewCard } from "./interview-card.tsx";

/** The leadership interviews, each opening its excerpt in place (Access Interview): the Press Kit page's island. */
export function InterviewList() {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {interviews.map((interview) => (
        <li key={interview.slug}>
          <InterviewCard interview={interview} />
        </li>
      ))}
    </ul>
  );
}
