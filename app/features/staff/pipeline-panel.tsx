import { applicationStages, stageLabels, type PipelineCounts } from "../../../contract/pipeline.ts";
import { LoadFailure } from "./load-failure.tsx";
import { useStaffData } from "./use-staff-data.ts";

/**
 * How many candidates are at each stage, per position (by its title): a table with a row header per position and a
 * column header per stage on wide screens; on narrower ones, where eight columns of figures do not fit, each position
 * with its stages as a list of terms and figures.
 */
export function PipelinePanel({ token }: { token: string }) {
  const loaded = useStaffData<PipelineCounts>(token, "/staff/pipeline", "The pipeline could not be loaded.");
  const positions = loaded.data?.positions;
  return (
    <section aria-labelledby="pipeline-heading">
      <h2 id="pipeline-heading" className="text-xl">
        Candidates by position and stage
      </h2>
      <p className="mt-1 text-sm text-slate-700">Applications kept aside as spam are not counted.</p>
      <LoadFailure error={loaded.error} className="mt-3" />
      {positions ? (
        <>
          <div className="mt-3 hidden overflow-x-auto rounded-(--radius-card) border border-slate-200 bg-surface lg:block">
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="px-3 py-2">
                    Position
                  </th>
                  {applicationStages.map((stage) => (
                    <th key={stage} scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                      {stageLabels[stage]}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {positions.map((row) => (
                  <tr key={row.position} className="border-b border-slate-200 last:border-b-0">
                    <th scope="row" className="px-3 py-2 font-semibold">
                      {row.title}
                    </th>
                    {applicationStages.map((stage) => (
                      <td
                        key={stage}
                        className={`px-3 py-2 text-right tabular-nums ${row.counts[stage] === 0 ? "text-slate-600" : "font-semibold text-slate-900"}`}
                      >
                        {row.counts[stage]}
                      </td>
                    ))}
                    <td className="px-3 py-2 text-right tabular-nums">{row.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-3 space-y-3 lg:hidden">
            {positions.map((row) => (
              <li
                key={row.position}
                className="rounded-(--radius-card) border border-slate-200 bg-surface p-3"
              >
                <h3 className="text-base font-semibold">
                  {row.title}: {row.total}
                </h3>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  {applicationStages.map((stage) => (
                    <div key={stage} className="flex justify-between gap-2">
                      <dt className="text-slate-700">{stageLabels[stage]}</dt>
                      <dd
                        className={`tabular-nums ${row.counts[stage] === 0 ? "text-slate-600" : "font-semibold"}`}
                      >
                        {row.counts[stage]}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      ) : loaded.error ? null : (
        <p className="mt-3 text-slate-700">Loading...</p>
      )}
    </section>
  );
}
