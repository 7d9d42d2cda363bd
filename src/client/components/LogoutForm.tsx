import { Button, type ButtonProps } from '@mantine/core';
import { getCsrfToken } from '../api';

/**
 * Logout is a form POST carrying a hidden anti-forgery token. The server ends the
 * session and answers 303 to the site root, so it works even with scripts off.
 */
export function LogoutForm({ label, ...buttonProps }: { label: string } & ButtonProps) {
  return (
    <form method="post" action="/api/auth/logout">
      <input type="hidden" name="_csrf" value={getCsrfToken() ?? ''} />
      <Button type="submit" {...buttonProps}>
        {label}
      </Button>
    </form>
  );
}
