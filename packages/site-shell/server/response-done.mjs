// Calls back once when a response is over: sent, or its connection gone. A client can leave
// while its request is still on the way to a middleware (static files are looked up first, on
// the thread pool), and then 'close' has already fired and will not fire again: listening for
// it alone would wait forever, and a counter or a pending render kept on that wait would leak
// (issue 7: a load test left the render gate full, so every later page got 503).
import process from 'node:process';

export function onResponseDone(req, res, callback) {
  let called = false;
  const socket = req.socket;
  const once = () => {
    if (called) return;
    called = true;
    res.off('finish', once);
    res.off('close', once);
    socket?.off('close', once);
    callback();
  };
  if (res.writableFinished || res.destroyed || !socket || socket.destroyed) {
    process.nextTick(once);
    return;
  }
  res.once('finish', once);
  res.once('close', once);
  // A response queued behind another on the same connection has no socket of its own yet.
  socket.once('close', once);
}

/** True when nobody is left to receive the response. */
export const clientGone = (req, res) => res.destroyed || !req.socket || req.socket.destroyed;
