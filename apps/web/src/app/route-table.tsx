import { Component, Suspense, useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import type { Location, Params, RouteObject } from 'react-router-dom';
import { Loading } from '../components/loading';
import { codeOnHand } from './code-on-hand';
import type { CodeOnHand } from './code-on-hand';
import { ErrorPage } from './error-page';

/** What a page's prefetch is given: the address opened (its ?id=, ?date=) and the route's params (:id). */
export interface Opened {
  url: URL;
  params: Params;
}

/**
 * One route of the app: React Router's declarative routes, with what its data router gave the app
 * (lazy pages, data started with the page's code, an error page) kept here (ADR 045).
 */
export interface AppRoute {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  /**
   * The page's code, a chunk of its own downloaded when the route is first opened: the Wordle page
   * never downloads the lexicon's, and no page downloads the admin's. Until it has arrived on a first
   * visit, the area's layout shows 'Loading...'; on a later navigation the current page stays
   * (navigations are transitions).
   */
  page?: () => Promise<ComponentType>;
  /** Starts the downloads of what the page shows as soon as its address is opened, beside its code. */
  prefetch?: (opened: Opened) => void;
  children?: AppRoute[];
}

interface RouteHandle {
  prefetch?: AppRoute['prefetch'];
  /** The page's code, asked for with its data when its address is opened. */
  page?: CodeOnHand;
}

/** The table as React Router's route objects: each page a lazy component made once. */
function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map(({ path, index, element, page, prefetch, children }): RouteObject => {
    const code = page ? codeOnHand(page) : undefined;
    const handle: RouteHandle = { prefetch, page: code };
    const shown = code ? <code.Component /> : element;
    return index
      ? { index: true, element: shown, handle }
      : { path, element: shown, handle, children: children && toRouteObjects(children) };
  });
}

/**
 * Starts the prefetch of every route the location matches, outermost first, and the download of its
 * page's code: by the time the session check has answered, the page usually renders at once (ADR 082).
 * Not gated on the session like the data: the service worker precaches every page's code anyway.
 */
function prefetchFor(routes: RouteObject[], location: Location): void {
  const url = new URL(location.pathname + location.search, window.location.origin);
  for (const match of matchRoutes(routes, location) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    handle?.prefetch?.({ url, params: match.params });
    handle?.page?.preload().catch(() => {
      // The page's own render asks again, and its error boundary says the page could not load.
    });
  }
}

interface BoundaryProps {
  /** A new address clears the error: a person who follows a link away from a broken page gets the page. */
  resetKey: string;
  children: ReactNode;
}

/** Anything a page throws (its rendering, or its code failing to download) shows the error page. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string | null }> {
  override state = { error: undefined as unknown, key: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A page threw without a reason.') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string | null }) {
    if (state.key === null) return { key: props.resetKey };
    return state.key === props.resetKey ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}

/**
 * Renders the route the address names. Like a data router's loaders, the data a page shows starts
 * downloading in the render that first meets its address, before the page's code has arrived: each
 * address's prefetch runs once (the cache also merges a request already under way).
 */
export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const routeObjects = useRef<RouteObject[] | null>(null);
  routeObjects.current ??= toRouteObjects(routes);
  const location = useLocation();
  const addressKey = `${location.key} ${location.pathname}${location.search}`;
  const prefetched = useRef<string | null>(null);
  if (prefetched.current !== addressKey) {
    prefetched.current = addressKey;
    prefetchFor(routeObjects.current, location);
  }
  const element = useRoutes(routeObjects.current, location);
  // The areas' layouts hold the pages' own 'Loading...'; this one covers a page outside them.
  return (
    <RouteErrorBoundary resetKey={addressKey}>
      <Suspense fallback={<Loading />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
