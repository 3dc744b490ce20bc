// Pages are rendered on the CPU (~30 ms each on a 2-core machine), so past a few dozen at
// once a new page request would only wait behind the others, for seconds under a flood. It is
// answered 503 with Retry-After at once instead, as the API sheds its own overload (issue 7,
// decision 011). Express middleware; static files are served before it and never counted.
export function renderGate({ maxRenders, setHeaders = () => {} }) {
  let rendering = 0;
  const gate = (req, res, next) => {
    if (rendering >= maxRenders) {
      setHeaders(res);
      res.statusCode = 503;
      res.setHeader('retry-after', '1');
      res.setHeader('cache-control', 'no-store');
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end('The website is busy. Please try again in a moment.');
      return;
    }
    rendering += 1;
    let isDone = false;
    const done = () => {
      if (!isDone) {
        isDone = true;
        rendering -= 1;
      }
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
  gate.inFlight = () => rendering;
  return gate;
}
