import { FIRST_DATA_ELEMENT_ID, type FirstData } from '../shared/first-data';
import { setCsrfToken } from './api';
import { queryClient } from './query-client';
import { sessionQuery } from './session';
import { dashboardSummaryQuery } from './features/dashboard/queries';

/**
 * Puts the session (and on the dashboard home the dashboard) answers the server wrote into the page
 * into the query cache, so the first render asks for neither. They are as fresh as the page, and read once: the element goes.
 */
export function seedFirstData(): void {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  const data = JSON.parse(element.textContent) as FirstData;
  setCsrfToken(data.session.csrfToken);
  queryClient.setQueryData(sessionQuery.queryKey, data.session);
  if (data.dashboard) queryClient.setQueryData(dashboardSummaryQuery.queryKey, data.dashboard);
}
