/** Liveness for load balancers and the test harness: the server answers, nothing upstream is asked. */
export function loader() {
  return new Response('ok', { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
