import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What a back-office dialog is open for (null: closed). The dialogs mount only while open, so
 * Mantine cannot give the focus back when one closes; this gives it back to what had it when the
 * dialog opened, the button that opened it, so a keyboard user carries on from there.
 */
export function useDialogSubject<T>(): [T | null, (next: T | null) => void] {
  const [subject, setSubject] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (subject === null) opener.current?.focus();
  }, [subject]);
  const open = useCallback((next: T | null) => {
    if (next !== null) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSubject(next);
  }, []);
  return [subject, open];
}
