/**
 * One hostile client for the hostile-clients bench (a child process, so that
 * its sockets count against its own file descriptors, not the shop's):
 *   node scripts/bench/hostileAttacker.mjs <port> <connections> <headers|body> [bodyBytes] [fromAddresses]
 * `headers`: each connection sends half a request's headers, then nothing (slowloris).
 * `body`: each sends a POST that declares `bodyBytes` of body and sends all but its last byte.
 * Connections are spread over the comma-separated `fromAddresses` (default 127.0.0.1).
 * Prints `{"opened":n,"open":n,"refused":n}` every 250 ms; exits on SIGTERM or when stdin closes.
 * Plain JavaScript, so it starts at once (no compile step) even on a busy machine.
 */
import { connect } from 'node:net';

const [port, connections, mode, bodyBytes = '1048576', from = '127.0.0.1'] = process.argv.slice(2);
const addresses = from.split(',');
const declared = Number(bodyBytes);
const text =
  mode === 'body'
    ? `POST /rest/v1/newsletter_subscribers HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`
    : 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n';
const body = mode === 'body' ? Buffer.alloc(declared - 1, 120) : null;

let opened = 0;
let open = 0;
let refused = 0;
const total = Number(connections);
let started = 0;

function openOne(i) {
  const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress: addresses[i % addresses.length] });
  let connected = false;
  socket.on('error', () => undefined);
  socket.on('data', () => undefined); // read what the server says (a 408, a 503), so its close is seen
  socket.once('connect', () => {
    connected = true;
    opened += 1;
    open += 1;
    socket.write(text);
    if (body) socket.write(body);
  });
  socket.once('close', () => {
    if (connected) open -= 1;
    else refused += 1;
  });
}

// open in batches, so the kernel's accept queue is not the first thing to give
const batch = setInterval(() => {
  for (let n = 0; n < 500 && started < total; n++) openOne(started++);
  if (started >= total) clearInterval(batch);
}, 20);
setInterval(() => process.stdout.write(`${JSON.stringify({ opened, open, refused })}\n`), 250);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
process.on('SIGTERM', () => process.exit(0));
