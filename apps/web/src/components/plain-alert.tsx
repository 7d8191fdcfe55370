import type { ReactNode } from 'react';

/**
 * Bootstrap's alert in its own markup (role "alert"; with `onClose`, its close button "Close alert"),
 * as react-bootstrap's `Alert` renders it but without its fade transition, which brings
 * react-transition-group and dom-helpers (about 4 KB gzip) to every page that shows one. For the
 * pages that hold a JavaScript budget (/words, its offline control: ADR 078); other pages keep
 * react-bootstrap's.
 */
export function PlainAlert({
  variant,
  className,
  onClose,
  children,
}: {
  variant: 'danger' | 'warning' | 'info' | 'success';
  className?: string;
  /** Shows the close button, which calls it. */
  onClose?: () => void;
  children: ReactNode;
}) {
  const classes = ['alert', `alert-${variant}`, onClose && 'alert-dismissible', className].filter(Boolean);
  return (
    <div role="alert" className={classes.join(' ')}>
      {children}
      {onClose && <button type="button" className="btn-close" aria-label="Close alert" onClick={onClose} />}
    </div>
  );
}
