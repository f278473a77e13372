import type { Interview } from "../../content/schema.ts";
import { InterviewCard } from "./interview-card.tsx";

/** The leadership interviews, each opening its excerpt in place (Access Interview): the Press Kit page's island. */
export function InterviewList({ interviews }: { interviews: readonly Interview[] }) {
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
