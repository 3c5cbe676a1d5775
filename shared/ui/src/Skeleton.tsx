import type { CSSProperties, ReactNode } from 'react';

export interface SkeletonProps {
  /** What is loading, in words, e.g. "Loading transactions…". */
  label: string;
  /** The placeholder: the loaded content's layout with SkeletonLine/SkeletonBlock in place of data. */
  children: ReactNode;
  className?: string;
}

/**
 * What a screen shows while its data is read: grey shapes laid out as the content
 * will be, so nothing moves when it arrives (no layout shift). Screen readers hear
 * the label once, from one status line; the shapes themselves are hidden from them.
 */
export function Skeleton({ label, children, className }: SkeletonProps) {
  return (
    <div className={className ? `skeleton ${className}` : 'skeleton'}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A line of text not read yet (hidden from assistive technology, like every shape), as tall as the line box of the text around it (put
 * it where the text would be, in the same element). `width` is of its container,
 * e.g. "60%", or in any CSS length.
 */
export function SkeletonLine({ width = '100%' }: { width?: number | string }) {
  return (
    <span className="skeleton-line" aria-hidden="true" style={{ width: size(width) }}>
      {'\u00a0'}
    </span>
  );
}

/** A box not read yet: a badge, a button, an icon. */
export function SkeletonBlock({
  width,
  height,
  radius,
}: {
  width: number | string;
  height: number | string;
  radius?: string;
}) {
  const style: CSSProperties = { width: size(width), height: size(height) };
  if (radius) style.borderRadius = radius;
  return <span className="skeleton-block" aria-hidden="true" style={style} />;
}
