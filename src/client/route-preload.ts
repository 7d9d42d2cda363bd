import { matchRoutes, type RouteObject } from 'react-router';

/** A route's `handle`: the code and text it shows, and the data it fetches once shown. */
export interface RouteNeeds {
  code?: Array<() => Promise<unknown>>;
  data?: Array<() => unknown>;
}

/**
 * Layouts and screens are lazy and nested, and each asks for its data only once it renders, so a
 * first visit would download them one after another. This starts everything the path needs at
 * once, and resolves when the code and text are in, so the first render shows the screen itself.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const needs = (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle ?? {}) as RouteNeeds);
  for (const prefetch of needs.flatMap((need) => need.data ?? [])) prefetch();
  // A failed download is left to the screen's own lazy load, which shows the route error screen.
  await Promise.all(needs.flatMap((need) => need.code ?? []).map((load) => load().catch(() => undefined)));
}
