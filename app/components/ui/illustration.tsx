import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationPath } from "../../content/illustrations.ts";

/**
 * One of the generated illustrations (app/content/illustrations.ts), as a static image with its size reserved. The
 * art is decorative by default (alt=""); pass `alt` when it says something the text around it does not.
 */
export function Illustration({
  name,
  alt = "",
  className = "",
  priority = false,
}: {
  name: string;
  alt?: string;
  className?: string;
  /** In the first screen (a page hero): load at once instead of lazily. */
  priority?: boolean;
}) {
  return (
    <img
      src={illustrationPath(name)}
      alt={alt}
      width={ILLUSTRATION_WIDTH}
      height={ILLUSTRATION_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={`block aspect-[8/5] h-auto w-full object-cover ${className}`}
    />
  );
}
