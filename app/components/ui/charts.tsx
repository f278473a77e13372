// Small data graphics, drawn as static SVG at prerender (no chart library, no client-side drawing). Each chart has
// its size fixed by width/height attributes and a viewBox, so nothing shifts while the page loads. A chart is an
// image with a text alternative (role="img" and a <title>) unless `decorative` is set, which hides it from assistive
// technology because the same numbers are written next to it (for example inside a stat tile that is a link).
import { useId } from "react";

/** Reads "12", "30%", "50+", "1M+" or "2.5K" as a number (12, 30, 50, 1000000, 2500). */
export function figureValue(figure: string): number {
  const match = /^([\d.,]+)\s*([KkMm])?/.exec(figure.trim());
  if (!match) return Number.NaN;
  const base = Number(match[1]!.replaceAll(",", ""));
  const unit = match[2]?.toUpperCase();
  return unit === "M" ? base * 1_000_000 : unit === "K" ? base * 1000 : base;
}

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

/** A unit chart: one dot per counted thing (12 countries, 5 research centers), up to 24 dots. */
export function UnitChart({
  count,
  label,
  decorative,
}: {
  count: number;
  label: string;
  decorative?: boolean;
}) {
  const shown = Math.max(0, Math.min(24, Math.round(count)));
  const perRow = 12;
  const rows = Math.max(1, Math.ceil(shown / perRow));
  const step = 18;
  return (
    <ChartSvg width={perRow * step} height={rows * step} label={label} decorative={decorative}>
      {Array.from({ length: shown }, (_, index) => (
        <circle
          key={index}
          cx={(index % perRow) * step + step / 2}
          cy={Math.floor(index / perRow) * step + step / 2}
          r={6}
          className="fill-brand-600"
        />
      ))}
    </ChartSvg>
  );
}

/** A ring filled to a share of 100 (a 30% target fills 30% of the ring). */
export function RingChart({
  percent,
  label,
  decorative,
}: {
  percent: number;
  label: string;
  decorative?: boolean;
}) {
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  const share = Math.max(0, Math.min(100, percent)) / 100;
  return (
    <ChartSvg width={64} height={64} label={label} decorative={decorative}>
      <circle cx={32} cy={32} r={radius} fill="none" strokeWidth={10} className="stroke-brand-100" />
      <circle
        cx={32}
        cy={32}
        r={radius}
        fill="none"
        strokeWidth={10}
        strokeDasharray={`${(share * circumference).toFixed(2)} ${circumference.toFixed(2)}`}
        transform="rotate(-90 32 32)"
        className="stroke-accent-600"
      />
    </ChartSvg>
  );
}

/**
 * One bar on a logarithmic scale from 1 to 1,000,000, so 15 partnerships and a million data points can sit on the
 * same axis. Decade ticks; the bar's length is log10(value) / 6 of the track.
 */
export function LogBar({ value, label, decorative }: { value: number; label: string; decorative?: boolean }) {
  const width = 240;
  const decades = 6;
  const share = Math.max(0, Math.min(1, Math.log10(Math.max(1, value)) / decades));
  return (
    <ChartSvg width={width} height={20} label={label} decorative={decorative} className="w-full">
      <rect x={0} y={6} width={width} height={8} rx={4} className="fill-brand-100" />
      <rect x={0} y={6} width={Math.max(8, share * width)} height={8} rx={4} className="fill-brand-600" />
      {Array.from({ length: decades + 1 }, (_, index) => (
        <line
          key={index}
          x1={(index * width) / decades}
          x2={(index * width) / decades}
          y1={0}
          y2={20}
          strokeWidth={1}
          className="stroke-slate-400"
        />
      ))}
    </ChartSvg>
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
