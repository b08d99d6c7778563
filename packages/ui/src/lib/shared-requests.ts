/**
 * One request per key, shared by every caller while it runs and once it has succeeded; a failed one is forgotten, so the
 * next call tries again. For data the browser loads on first use (shell routes, dialog texts, the error story, the
 * customer session's first read).
 */
export function createSharedRequests<T, K = string>(): (key: K, load: () => Promise<T>) => Promise<T> {
  const requests = new Map<K, Promise<T>>();
  return (key, load) => {
    let request = requests.get(key);
    if (!request) {
      request = load();
      requests.set(key, request);
      request.catch(() => requests.delete(key));
    }
    return request;
  };
}
