// Small data graphics, drawn as static SVG at prerender (no chart library, no client-side drawing). Each chart has
// its size fixed by width/height attributes and a viewBox, so nothing shifts while the page loads. A chart is an
// image with a text alternative (role="img" and a <title>) unless `decorative` is set, which hides it from assistive
// technology because the same numbers are written next to it (for example inside a stat tile that is a link).
import { useId } from "react";

function ChartSvg({
  width,
  height,
  label,
  decorative,
  className = "",
  children,
}: {
  width: number;
  height: number;
  label: string;
  decorative?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={`block h-auto max-w-full ${className}`}
      focusable="false"
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-labelledby": titleId })}
    >
      {decorative ? null : <title id={titleId}>{label}</title>}
      {children}
    </svg>
  );
}

/**
 * A time axis: one marker per year from the first to the last entry, the years written under it, so the gaps and
 * the pace of the milestones are visible. The list that follows it carries the full text.
 */
export function YearAxisChart({ years, label }: { years: readonly number[]; label: string }) {
  const first = Math.min(...years);
  const last = Math.max(...years);
  const width = 600;
  const pad = 36;
  const span = Math.max(1, last - first);
  const x = (year: number) => pad + ((year - first) / span) * (width - 2 * pad);
  return (
    <ChartSvg width={width} height={84} label={label} className="w-full">
      <line
        x1={pad - 16}
        x2={width - pad + 16}
        y1={24}
        y2={24}
        strokeWidth={4}
        className="stroke-brand-200"
      />
      {years.map((year, index) => (
        <g key={year}>
          <circle cx={x(year)} cy={24} r={index === years.length - 1 ? 12 : 10} className="fill-brand-600" />
          <circle cx={x(year)} cy={24} r={4} className="fill-surface" />
          <text
            x={x(year)}
            y={70}
            textAnchor="middle"
            fontSize={22}
            fontWeight={700}
            className="fill-brand-800"
          >
            {year}
          </text>
        </g>
      ))}
    </ChartSvg>
  );
}
