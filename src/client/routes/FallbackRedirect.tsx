import { useEffect } from 'react';
import { paths } from '../../shared/paths';

/** Unknown paths leave the app for the public landing page, as the original's fallback did. */
export function FallbackRedirect() {
  useEffect(() => {
    window.location.replace(paths.home);
  }, []);
  return null;
}
