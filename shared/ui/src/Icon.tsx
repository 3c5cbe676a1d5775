import type { LucideIcon } from 'lucide-react';

export type { LucideIcon };

export interface IconProps {
  /** One of the glyphs re-exported by icons.ts. */
  icon: LucideIcon;
  /** `icon-sm` for a glyph the size of the text; the default is a little larger. */
  className?: string;
}

/**
 * How the portal shows an icon. Every icon stands beside words that say the same
 * thing (a button's label, a badge's status, an alert's message), so it is
 * decorative: hidden from assistive technology and never focusable, and the words
 * stay the accessible name. An icon alone must never carry meaning; where a control
 * has no visible words it gets an aria-label and the icon stays hidden.
 *
 * Icons come from lucide-react through icons.ts only, as named imports, so the
 * build keeps just the glyphs in use (about 300 bytes each).
 */
export function Icon({ icon: Glyph, className }: IconProps) {
  return (
    <Glyph
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      strokeWidth={2}
    />
  );
}
