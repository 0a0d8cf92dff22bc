// The round-robin proxy in front of the API processes. Like a load balancer with passive health
// checks: a connection refused, a read-only request whose connection failed, or Fastify's 503 while
// closing (which never reached a route) is retried on the other process, and that process is left
// out for a while. `x-scale-upstream: 0|1` pins a request to one process, so a test can say
// "through the other process"; answers say who served them (`x-served-by`).
import http from 'node:http';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];
const LEFT_OUT_MS = 5_000;

/**
 * An upstream: { name, port, downUntil, inFlight, dispatched, retriedAway } (counters the load tests
 * read). Returns the proxy's `stats` ({ retried }) and `close()`.
 */
export async function startProxy(port, upstreams) {
  let roundRobin = 0;
  const stats = { retried: 0 };

  const pickUpstream = (tried) => {
    const now = Date.now();
    for (let i = 0; i < upstreams.length; i++) {
      const candidate = upstreams[(roundRobin + i) % upstreams.length];
      if (!tried.has(candidate) && candidate.downUntil <= now) {
        roundRobin = (upstreams.indexOf(candidate) + 1) % upstreams.length;
        return candidate;
      }
    }
    return upstreams.find((u) => !tried.has(u));
  };

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const pinned = req.headers['x-scale-upstream'];
      const tried = new Set();
      const forward = () => {
        const upstream = pinned !== undefined ? upstreams[Number(pinned)] : pickUpstream(tried);
        tried.add(upstream);
        const headers = {
          ...req.headers,
          'x-forwarded-for': req.socket.remoteAddress,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': req.headers.host,
        };
        for (const h of [...HOP_BY_HOP, 'x-scale-upstream']) delete headers[h];
        const canRetry = () => pinned === undefined && tried.size < upstreams.length;
        const leaveOut = () => {
          upstream.downUntil = Date.now() + LEFT_OUT_MS;
          upstream.retriedAway++;
          stats.retried++;
        };
        upstream.inFlight++;
        upstream.dispatched++;
        let done = false;
        const finish = () => {
          if (!done) upstream.inFlight--;
          done = true;
        };
        const options = {
          host: '127.0.0.1',
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers,
          agent: false,
        };
        const upstreamReq = http.request(options, (upstreamRes) => {
          if (upstreamRes.statusCode === 503 && !upstreamRes.headers['x-request-id'] && canRetry()) {
            upstreamRes.resume();
            finish();
            leaveOut();
            return forward();
          }
          const out = { ...upstreamRes.headers, 'x-served-by': upstream.name };
          for (const h of HOP_BY_HOP) delete out[h];
          res.writeHead(upstreamRes.statusCode, out);
          upstreamRes.pipe(res);
          upstreamRes.on('end', finish);
          upstreamRes.on('error', () => {
            finish();
            res.destroy();
          });
        });
        upstreamReq.on('error', (err) => {
          finish();
          // As nginx's proxy_next_upstream: a refused connection never reached the process, and a
          // read-only request that failed before its answer began is safe to send again.
          const readOnly = ['GET', 'HEAD', 'OPTIONS'].includes(req.method);
          const retryable = err.code === 'ECONNREFUSED' || (readOnly && !res.headersSent);
          if (retryable && canRetry()) {
            leaveOut();
            return forward();
          }
          if (res.headersSent) return res.destroy();
          res.writeHead(502, { 'content-type': 'application/json', 'x-served-by': upstream.name });
          res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: err.code ?? err.message }));
        });
        upstreamReq.end(body);
      };
      forward();
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { stats, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
