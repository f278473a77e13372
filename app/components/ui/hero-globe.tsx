// Pilot locations on the decorative globe of the home hero: six dots, always. Decorative: the hero hides it from AT.
const dots = [
  { cx: 128, cy: 92 },
  { cx: 178, cy: 120 },
  { cx: 96, cy: 150 },
  { cx: 206, cy: 176 },
  { cx: 150, cy: 208 },
  { cx: 112, cy: 236 },
] as const;

export const heroGlobeDotCount = dots.length;

/** The hero globe: meridians, a leaf-like network and six glowing pilot dots. Fixed aspect ratio. */
export function HeroGlobe() {
  return (
    <svg
      viewBox="0 0 320 320"
      className="mx-auto aspect-square w-full max-w-sm"
      focusable="false"
      data-globe=""
    >
      <defs>
        <radialGradient id="globe-fill" cx="40%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#2a8f78" stopOpacity="0.55" />
          <stop offset="100%" stopColor="#04231e" stopOpacity="0.2" />
        </radialGradient>
      </defs>
      <circle
        cx="160"
        cy="160"
        r="130"
        fill="url(#globe-fill)"
        stroke="#7cc8b2"
        strokeOpacity="0.6"
        strokeWidth="1.5"
      />
      <g fill="none" stroke="#addfcf" strokeOpacity="0.35" strokeWidth="1">
        <ellipse cx="160" cy="160" rx="60" ry="130" />
        <ellipse cx="160" cy="160" rx="105" ry="130" />
        <ellipse cx="160" cy="160" rx="130" ry="45" />
        <ellipse cx="160" cy="160" rx="130" ry="95" />
        <line x1="30" y1="160" x2="290" y2="160" />
        <line x1="160" y1="30" x2="160" y2="290" />
      </g>
      <g stroke="#f8c66a" strokeOpacity="0.7" strokeWidth="1.25">
        <line x1="128" y1="92" x2="178" y2="120" />
        <line x1="178" y1="120" x2="96" y2="150" />
        <line x1="178" y1="120" x2="206" y2="176" />
        <line x1="96" y1="150" x2="150" y2="208" />
        <line x1="206" y1="176" x2="150" y2="208" />
        <line x1="150" y1="208" x2="112" y2="236" />
      </g>
      <g>
        {dots.map((dot) => (
          <g key={`${dot.cx}-${dot.cy}`} data-globe-dot="">
            <circle cx={dot.cx} cy={dot.cy} r="11" fill="#f5b042" fillOpacity="0.25" />
            <circle cx={dot.cx} cy={dot.cy} r="5" fill="#f8c66a" />
          </g>
        ))}
      </g>
    </svg>
  );
}
