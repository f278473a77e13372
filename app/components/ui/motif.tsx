// Decorative organic-meets-network art (DESIGN.md imagery): fixed aspect ratio, hidden from assistive technology.
export type MotifKind = "leaf" | "cells" | "network";

export function Motif({ kind, className = "" }: { kind: MotifKind; className?: string }) {
  return (
    <svg
      viewBox="0 0 320 160"
      aria-hidden="true"
      focusable="false"
      className={`aspect-[2/1] w-full ${className}`}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="160" fill="currentColor" opacity="0.08" />
      {kind === "leaf" ? (
        <g fill="none" stroke="currentColor" strokeWidth="2" opacity="0.7">
          <path d="M60 130 C 60 60, 130 30, 200 30 C 200 100, 150 130, 60 130 Z" />
          <path d="M60 130 C 110 100, 150 70, 200 30" />
          <path d="M210 140 C 215 95, 250 70, 290 65 C 290 105, 260 135, 210 140 Z" />
          <path d="M210 140 C 235 115, 260 90, 290 65" />
        </g>
      ) : null}
      {kind === "cells" ? (
        <g fill="none" stroke="currentColor" strokeWidth="2" opacity="0.7">
          <circle cx="90" cy="80" r="44" />
          <circle cx="90" cy="80" r="12" fill="currentColor" opacity="0.4" />
          <circle cx="190" cy="60" r="30" />
          <circle cx="190" cy="60" r="8" fill="currentColor" opacity="0.4" />
          <circle cx="250" cy="115" r="26" />
          <circle cx="250" cy="115" r="7" fill="currentColor" opacity="0.4" />
        </g>
      ) : null}
      {kind === "network" ? (
        <g stroke="currentColor" strokeWidth="2" opacity="0.7">
          <path
            d="M40 120 L110 50 L180 100 L250 40 L290 110 M110 50 L150 130 L180 100 M250 40 L210 130"
            fill="none"
          />
          {[
            [40, 120],
            [110, 50],
            [180, 100],
            [250, 40],
            [290, 110],
            [150, 130],
            [210, 130],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="7" fill="currentColor" />
          ))}
        </g>
      ) : null}
    </svg>
  );
}
