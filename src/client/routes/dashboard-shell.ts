import { preloadable } from '../preloadable';

// Its own module so the router can start the shell's download together with the layout's.
const loadShell = () => import('./shell/DashboardShell').then((module) => ({ default: module.DashboardShell }));
export const DashboardShell = preloadable(loadShell);
