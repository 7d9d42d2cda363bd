import { measureDashboardRender } from '/work/main/bench/dashboard-render';
import { login } from './login';
const base = process.argv[2] ?? 'http://127.0.0.1:3411';
const cookie = await login(base);
const runs = Number(process.argv[3] ?? 1);
const res: number[] = [];
for (let i = 0; i < runs; i++) res.push(await measureDashboardRender(base, { cookie, balanceCents: 500000 }));
console.log('medians', res);
