import type { ReactNode } from 'react';

/**
 * A 16 px icon drawn in the text's colour, hidden from assistive technology: the control that
 * holds it carries the words (its name, its title).
 */
export function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      className={className}
    >
      {children}
    </svg>
  );
}
