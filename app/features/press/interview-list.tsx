import type { Interview } from "../../content/schema.ts";
import { Scroller, scrollerItem } from "../../components/ui/scroller.tsx";
import { InterviewCard } from "./interview-card.tsx";

/**
 * The leadership interviews in a row that scrolls sideways, each opening its excerpt in place (Access Interview): the
 * Press Kit page's island.
 */
export function InterviewList({ interviews, label }: { interviews: readonly Interview[]; label: string }) {
  return (
    <Scroller label={label}>
      {interviews.map((interview) => (
        <li key={interview.slug} className={`${scrollerItem()} items-start lg:items-stretch`}>
          <InterviewCard interview={interview} />
        </li>
      ))}
    </Scroller>
  );
}
