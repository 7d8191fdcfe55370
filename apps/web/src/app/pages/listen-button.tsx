import { lazy, Suspense } from 'react';
import type { ListenLauncherProps } from '../../components/listen/listen-source';

// The Listen button's code (features/listen) loads as a page that offers it first shows it, and the
// player's on the first press: no page's own chunk grows by it (ADR 081).
const Launcher = lazy(async () => ({
  default: (await import('../../features/listen/listen-launcher')).ListenLauncher,
}));

/** Listen hands-free, given by the app to the review, lesson and text pages. */
export function ListenButton(props: ListenLauncherProps) {
  return (
    <Suspense fallback={null}>
      <Launcher {...props} />
    </Suspense>
  );
}
