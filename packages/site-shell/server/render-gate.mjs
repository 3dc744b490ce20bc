// Pages are rendered on the CPU (~30 ms each on a 2-core machine), so past a few dozen at
// once a new page request would only wait behind the others, for seconds under a flood. It is
// answered 503 with Retry-After at once instead, as the API sheds its own overload (issue 7,
// decision 011). Express middleware; static files are served before it and never counted.
import { clientGone, onResponseDone } from './response-done.mjs';

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
    // Nobody to render for: the visitor left before the request got here.
    if (clientGone(req, res)) return;
    rendering += 1;
    onResponseDone(req, res, () => (rendering -= 1));
    next();
  };
  gate.inFlight = () => rendering;
  return gate;
}
