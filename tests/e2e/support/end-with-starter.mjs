// Loaded (`--import`) into every process the e2e starter spawns: the starter holds this process's
// stdin open while it lives, so however the starter ends (a test giving up on a starting server
// kills it with SIGKILL, before it can pass a signal on) this process shuts down as on SIGTERM,
// instead of outliving the run and holding its port.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM')).resume();
