import { request } from 'node:http';

export interface RawResponse {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A request with its path sent as written (curl --path-as-is; fetch would
 * resolve the dots first) and any headers, Host and Origin included, as a
 * hostile page or a rebinding attack would send them.
 */
export function rawRequest(base: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown }): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((done, fail) => {
    const req = request(
      {
        host: hostname,
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: `${hostname}:${port}`, ...(payload && { 'content-type': 'application/json' }), ...options.headers },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}
