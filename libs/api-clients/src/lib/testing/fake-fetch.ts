/** A fetch double: records requests and answers from a handler; `hang` never answers until aborted. */
export interface RecordedRequest {
  url: URL;
  init: RequestInit;
}

export function fakeFetch(handler: (url: URL, init: RequestInit) => Response | 'hang' | Error) {
  const requests: RecordedRequest[] = [];
  const fetchImpl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://site.test');
    requests.push({ url, init });
    const answer = handler(url, init);
    if (answer instanceof Error) throw answer;
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return answer;
  }) as typeof fetch;
  return { fetch: fetchImpl, requests };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
