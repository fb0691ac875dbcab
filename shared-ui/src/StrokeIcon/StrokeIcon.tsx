import type { SVGProps } from 'react';

export interface StrokeIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Line width in 24×24 view-box units. Default 2. */
  strokeWidth?: number;
}

/**
 * A decorative 24×24 line icon drawn with `currentColor`: round caps and joins, hidden from assistive
 * technology and out of the tab order. Children are the paths; size it with CSS or width/height.
 */
export function StrokeIcon({ strokeWidth = 2, children, ...rest }: StrokeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
