// The ceiling the bench's rows are read against: plain `node:http` in as many processes
// as the shop runs (node:cluster), answering every request with the same bytes (a detail
// answer the shop gave). No routing, hooks, cache lookups or headers beyond the length:
// what this machine's loopback, kernel and Node allow at this moment.
//   node bench/bare-server.ts <port> <processes> <body file>
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, processes, bodyFile] = process.argv.slice(2);
if (cluster.isPrimary) {
  for (let i = 0; i < Number(processes); i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill();
    process.exit(0);
  });
} else {
  const body = readFileSync(bodyFile!);
  createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  }).listen(Number(port), '127.0.0.1');
}
