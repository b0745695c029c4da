// The subset of autocannon this bench uses (no @types/autocannon is installed).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      /** Send this many requests, then stop (instead of a duration). */
      amount?: number;
      /** Responses whose body differs count as errors. */
      expectBody?: string;
      /** A request sequence; setupRequest may rewrite each request before it is sent. */
      requests?: Request[];
      /** Requests per second over all connections (sent in bursts, once a second). */
      overallRate?: number;
    }
    interface Request {
      method?: 'GET' | 'POST';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request) => Request;
      onResponse?: (status: number, body: string) => void;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram & { sent: number; total: number };
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
      mismatches: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
