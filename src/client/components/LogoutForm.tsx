import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { getCsrfToken } from '../api';

/**
 * Logout is a form POST carrying a hidden anti-forgery token. The server ends the
 * session and answers 303 to the site root, so it works even with scripts off.
 */
function Logout({ id, hidden, children }: { id?: string; hidden?: boolean; children?: ReactNode }) {
  return (
    <form id={id} hidden={hidden} method="post" action="/api/auth/logout">
      <input type="hidden" name="_csrf" value={getCsrfToken() ?? ''} />
      {children}
    </form>
  );
}

export function LogoutForm({ label, ...buttonProps }: { label: string } & ButtonProps) {
  return (
    <Logout>
      <Button type="submit" {...buttonProps}>
        {label}
      </Button>
    </Logout>
  );
}

/** The form without its button, for a submit button elsewhere (a menu item, which must hold only items) naming it by `id`. */
export function HiddenLogoutForm({ id }: { id: string }) {
  return <Logout id={id} hidden />;
}
