import { lazy, useEffect, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own, which renders at once when its code has already
 * arrived (ADR 082). React.lazy always suspends on its first render, even when the chunk is on hand
 * (the server's `Link` header preloads a page's chunks with the HTML); the Suspense boundary then
 * shows its fallback, and React holds the content back until 300 ms after that fallback appeared.
 * On a first visit that is a 'Loading...' and a page up to 300 ms later than its code allowed.
 */
export interface CodeOnHand {
  /** Renders the component: directly when its code has arrived, else through React.lazy (it suspends). */
  Component: ComponentType;
  /** Starts downloading the code (once; again after a failure); settles when it has arrived or failed. */
  preload: () => Promise<unknown>;
  /** True once the code has arrived. */
  loaded: () => boolean;
}

export function codeOnHand(load: () => Promise<ComponentType>): CodeOnHand {
  let component: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (loadedComponent) => (component = loadedComponent),
      (error: unknown) => {
        // A chunk that failed to download (a lost connection) is asked for again by the next use.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function OnHand() {
    // Chosen once for each mount: a component first shown through Lazy keeps it, since changing the
    // element's type when the code arrives would mount it anew and lose its state.
    const [Shown] = useState<ComponentType>(() => component ?? Lazy);
    return <Shown />;
  }
  return { Component: OnHand, preload, loaded: () => component !== undefined };
}

/**
 * True when `code` has arrived or is not `wanted`; else starts its download and re-renders when it
 * has arrived (or failed: then the component's own Lazy tries again and reports the failure).
 * For a part that must be there in the first paint of what it belongs to, without a fallback.
 */
export function useCodeOnHand(code: CodeOnHand, wanted: boolean): boolean {
  const waiting = wanted && !code.loaded();
  const [failed, setFailed] = useState(false);
  const [, setArrived] = useState(false);
  // Started in the render that first needs it (like the routes' prefetches): the effect below would
  // start it a frame later.
  if (waiting) void code.preload().catch(() => undefined);
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    code.preload().then(
      () => live && setArrived(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code, waiting]);
  // A failed download is not waited for: the component shows, and its Lazy tries again or reports it.
  return !waiting || failed;
}
