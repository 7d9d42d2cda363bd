import { preloadable } from '../preloadable';

// Its own module so the router can start the shell's download together with the layout's.
export const DashboardShell = preloadable(() => import('./shell/DashboardShell').then((module) => ({ default: module.DashboardShell })));
