import { matchRoutes, type RouteObject } from 'react-router';

/** A route's `handle`: the code and text it shows, and the data it fetches once shown. */
export interface RouteNeeds {
  code?: Array<() => Promise<unknown>>;
  data?: Array<() => unknown>;
}

const needsOf = (routes: RouteObject[], pathname: string) => (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle ?? {}) as RouteNeeds);

// Layouts and screens are lazy and nested, and each asks for its data only once it renders, so a
// first visit would download them one after another. These start everything the path needs at once.

/** Starts the requests for the data the screens at `pathname` show. */
export function prefetchRouteData(routes: RouteObject[], pathname: string): void {
  for (const prefetch of needsOf(routes, pathname).flatMap((need) => need.data ?? [])) prefetch();
}

/** Resolves when the code and text of the screens at `pathname` are in, so the first render shows them. */
export async function loadRouteCode(routes: RouteObject[], pathname: string): Promise<void> {
  // A failed download is left to the screen's own lazy load, which shows the route error screen.
  await Promise.all(
    needsOf(routes, pathname)
      .flatMap((need) => need.code ?? [])
      .map((load) => load().catch(() => undefined)),
  );
}
