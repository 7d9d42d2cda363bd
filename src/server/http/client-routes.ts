import { paths } from '../../shared/paths';

// Every screen the client's router draws is named in `paths`; the back office routes below /admin
// itself, and /auth/logout only redirects. Anything else gets the app's fallback screen, which
// sends the browser to /home.html, with status 404 so crawlers and monitors see the truth.
const screenPaths = new Set<string>([...Object.values(paths), '/auth/logout']);

/** Whether the client's router has a screen for this path (query string already removed). */
export function isClientRoute(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return screenPaths.has(trimmed) || trimmed === paths.admin || trimmed.startsWith(`${paths.admin}/`);
}
