import type { DashboardSummary } from './schemas/dashboard';
import type { SessionDto } from './schemas/user';

/**
 * The id of the JSON the server writes into a signed-in screen's page: the answer of
 * `GET /api/auth/session` (and on the dashboard home `GET /api/me/dashboard`), read at that request,
 * so the first render asks for neither.
 */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

export interface FirstData {
  session: SessionDto;
  /** On the dashboard home only. */
  dashboard?: DashboardSummary;
}

/** The language the browser shows, kept in a cookie too so the server draws a first paint in it. */
export const LANGUAGE_COOKIE = 'language';
