// The part of autocannon 9's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    title?: string;
    connections?: number;
    duration?: number;
    /** Stops after this many requests instead of after `duration`. */
    amount?: number;
    /** Requests per second across all connections, instead of as fast as they are answered. */
    overallRate?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: { setupRequest?: (request: RequestParams) => RequestParams }[];
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
