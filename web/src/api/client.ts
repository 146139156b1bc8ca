// The app's only way to the API: openapi-fetch typed by schema.d.ts, which `npm run api:types`
// generates from the Worker's own /openapi.json (and `npm test` checks is current).
import createClient, { type Middleware } from "openapi-fetch";
import { createStore } from "../lib/store";
import { errorOf } from "./errors";
import type { components, paths } from "./schema";

export type Schemas = components["schemas"];
export { ApiError, errorOf, fieldOf, messageOf } from "./errors";

const TOKEN_KEY = "property-records.token";

function storedToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The bearer token, kept for the browser session; `asking` opens the prompt (after a 401). */
export const auth = createStore<{ token: string | null; asking: boolean }>({ token: storedToken(), asking: false });

/** Set when a request could not reach the server; the banner offers a retry. */
export const connection = createStore<{ lost: boolean }>({ lost: false });

export function saveToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Private windows may refuse storage: the token then lasts as long as the page.
  }
  auth.set({ token, asking: false });
}

const middleware: Middleware = {
  onRequest({ request }) {
    const { token } = auth.get();
    if (token && !request.headers.has("Authorization")) request.headers.set("Authorization", `Bearer ${token}`);
    return request;
  },
  onResponse({ response, request }) {
    if (connection.get().lost) connection.set({ lost: false });
    // A 401 brings the token prompt (back): the token is missing, wrong or revoked. A request sent
    // before the token now kept (it was entered while the request was on its way) is refetched with
    // it, and asks for nothing.
    const { token } = auth.get();
    const stale = token !== null && request.headers.get("Authorization") !== `Bearer ${token}`;
    if (response.status === 401 && !stale) auth.set({ ...auth.get(), asking: true });
    return response;
  },
  onError({ error }) {
    connection.set({ lost: true });
    return error instanceof Error ? error : new Error(String(error));
  },
};

export const api = createClient<paths>({ baseUrl: globalThis.location?.origin ?? "" });
api.use(middleware);

/** The data of an openapi-fetch result, or an ApiError with the server's reason. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw errorOf(response.status, error);
  return data as T;
}

/**
 * A fetch for openapi-fetch that reports upload progress (fetch cannot): XMLHttpRequest under the
 * same typed call, so uploads keep the client's types, token and errors.
 */
export function fetchWithProgress(onProgress: (fraction: number) => void): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = "arraybuffer";
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const at = line.indexOf(":");
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.status === 204 ? null : (xhr.response as ArrayBuffer), { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError("Network request failed"));
      xhr.send(body);
    });
  };
}

/**
 * A multipart body for a typed call: the schema names the form's fields (the file as a binary
 * string), the request carries FormData, which openapi-fetch sends as it is.
 */
export function formBody<T>(fields: { [K in keyof T]?: string | Blob | boolean | undefined }): T {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, string | Blob | boolean | undefined][]) {
    if (value === undefined || value === "") continue;
    form.append(name, typeof value === "boolean" ? String(value) : value);
  }
  return form as unknown as T;
}
