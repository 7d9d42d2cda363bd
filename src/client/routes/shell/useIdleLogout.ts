import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { paths } from '../../../shared/paths';
import { idlePhase, idleTiming, type IdlePhase } from './idle-phase';
import { recordIdleSignOut } from '../idle-sign-out';

/** What counts as activity. */
const ACTIVITY_EVENTS: (keyof DocumentEventMap)[] = ['mousemove', 'keydown', 'mousedown', 'touchstart', 'scroll'];

/**
 * Sign out after the idle window (the server's own, so both agree), then go to /.
 * A warning comes first; "Stay signed in", or any activity while it shows (an investor reading it
 * and moving the mouse is still there), closes it and starts the count again. Activity is
 * reported to the server by a plain session read, as the header's polls do not count there.
 */
export function useIdleLogout(idleMinutes: number): { phase: IdlePhase; staySignedIn: () => void } {
  const timing = useMemo(() => idleTiming(idleMinutes), [idleMinutes]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lastActivity = useRef(Date.now());
  const lastReport = useRef(Date.now());
  const phaseRef = useRef<IdlePhase>({ kind: 'active' });
  const [phase, setPhase] = useState<IdlePhase>(phaseRef.current);

  const report = useCallback(() => {
    lastReport.current = Date.now();
    api('/auth/session').catch(() => undefined);
  }, []);

  const show = useCallback((next: IdlePhase) => {
    const current = phaseRef.current;
    if (current.kind === next.kind && (next.kind !== 'warning' || (current.kind === 'warning' && current.secondsLeft === next.secondsLeft))) return;
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const staySignedIn = useCallback(() => {
    lastActivity.current = Date.now();
    report();
    show({ kind: 'active' });
  }, [report, show]);

  useEffect(() => {
    const onActivity = () => {
      if (phaseRef.current.kind === 'warning') return staySignedIn();
      if (phaseRef.current.kind !== 'active') return;
      lastActivity.current = Date.now();
      if (lastActivity.current - lastReport.current >= timing.reportEveryMs) report();
    };
    for (const event of ACTIVITY_EVENTS) document.addEventListener(event, onActivity, { passive: true });
    const timer = setInterval(() => {
      const next = idlePhase(timing, lastActivity.current, Date.now());
      // Activity not yet reported is reported as the warning opens, so the server's window never
      // closes before the page's.
      if (next.kind === 'warning' && phaseRef.current.kind === 'active' && lastActivity.current > lastReport.current) report();
      show(next);
    }, 1000);
    return () => {
      clearInterval(timer);
      for (const event of ACTIVITY_EVENTS) document.removeEventListener(event, onActivity);
    };
  }, [timing, report, show, staySignedIn]);

  useEffect(() => {
    if (phase.kind !== 'expired') return;
    api('/auth/logout', { method: 'POST' })
      .catch(() => undefined)
      .finally(() => {
        recordIdleSignOut(idleMinutes);
        queryClient.setQueryData(['session'], null);
        navigate(paths.root, { replace: true });
      });
  }, [phase.kind, idleMinutes, navigate, queryClient]);

  return { phase, staySignedIn };
}
