// A child process that floods one route, so that the flood's client work runs outside the process
// timing the sign-in beside it, as an attacker's would. Takes the request as JSON on its command
// line ({url, count, headers, body}) and says "ready"; when a line arrives on stdin it sends all
// `count` requests at once, says "answering" when the first answer is back (the flood has reached
// the server), then prints every answer's status as a JSON array.
import readline from 'node:readline';

const { url, count, headers, body } = JSON.parse(process.argv[2]!) as { url: string; count: number; headers: Record<string, string>; body: unknown };
const input = readline.createInterface({ input: process.stdin });
process.stdout.write('ready\n');
input.once('line', async () => {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
  let answered = false;
  const statuses = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(url, init).then((response) => {
        if (!answered) process.stdout.write('answering\n');
        answered = true;
        return response.status;
      }),
    ),
  );
  process.stdout.write(`${JSON.stringify(statuses)}\n`);
  input.close();
});
