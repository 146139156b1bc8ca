// The filters of a screen live in its address, so a link, Back and a reload show the same list.
import { useSearchParams } from "wouter";

export interface UrlFilters {
  params: URLSearchParams;
  /** The value of a filter, or "" when it is not set. */
  get(key: string): string;
  /**
   * Sets the filters given and removes those given as "" or null; the page goes back to the first
   * unless it is among them (`keepPage` keeps it, for changes that do not change the list).
   */
  update(changes: Record<string, string | number | null | undefined>, options?: { replace?: boolean; keepPage?: boolean }): void;
}

export function useUrlFilters(): UrlFilters {
  const [params, setParams] = useSearchParams();
  return {
    params,
    get: (key) => params.get(key) ?? "",
    update(changes, options = {}) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === "") next.delete(key);
            else next.set(key, String(value));
          }
          if (!("page" in changes) && !options.keepPage) next.delete("page");
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
  };
}
