import { exports } from "cloudflare:workers";

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  /** Sent as JSON with Content-Type: application/json. */
  json?: unknown;
  /** Sent as it is, with whatever headers are given. */
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** Calls the Worker the way a client does and parses a JSON answer. */
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  }
  const response = await exports.default.fetch(new Request(`http://test.local${path}`, { method, headers, body }));
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text };
}

export const PROPERTY_INPUT = {
  address: "1420 Alder Street, Denver, CO 80205",
  acquisition_date: "2021-06-15",
  purchase_price_total: "442300.00",
  land_basis: "88460.00",
  building_basis: "338840.00",
} as const;

export async function createProperty(overrides: Record<string, unknown> = {}): Promise<any> {
  const result = await call("POST", "/api/v1/properties", { json: { ...PROPERTY_INPUT, ...overrides } });
  if (result.status !== 201) throw new Error(`create property failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

export async function createTransaction(overrides: Record<string, unknown> = {}): Promise<any> {
  const result = await call("POST", "/api/v1/transactions", {
    json: { transaction_date: "2025-07-14", amount: "100.00", category: "expense:utilities:electricity", description: "Xcel Energy", ...overrides },
  });
  if (result.status !== 201) throw new Error(`create transaction failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

export const OBLIGATION_INPUT = {
  obligation_type: "tax:payment",
  due_date: "2030-04-15",
  description: "Q1 federal estimated tax payment",
} as const;

export async function createObligation(overrides: Record<string, unknown> = {}): Promise<any> {
  const result = await call("POST", "/api/v1/obligations", { json: { ...OBLIGATION_INPUT, ...overrides } });
  if (result.status !== 201) throw new Error(`create obligation failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** The test database, counting round trips: each batch, and each statement run alone. */
export function countingD1(d1: D1Database) {
  let trips = 0;
  const real = new WeakMap<object, D1PreparedStatement>();
  const passThrough = (target: object, key: PropertyKey) => {
    const value = (target as Record<PropertyKey, unknown>)[key];
    return typeof value === "function" ? value.bind(target) : value;
  };
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        if (key === "first" || key === "all" || key === "raw" || key === "run") {
          return (...args: unknown[]) => {
            trips++;
            return (target[key] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return passThrough(target, key);
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  const db = new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") return (query: string) => wrap(target.prepare(query));
      if (key === "batch") {
        return (statements: D1PreparedStatement[]) => {
          trips++;
          return target.batch(statements.map((statement) => real.get(statement) ?? statement));
        };
      }
      return passThrough(target, key);
    },
  });
  return { db, trips: () => trips };
}
