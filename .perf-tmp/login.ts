export async function login(base: string) {
  const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'demo@example.com', password: 'demo-investor-2026' }) });
  const sc = r.headers.get('set-cookie') ?? '';
  if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
  return sc.split(';')[0]!;
}
