// The built-in guesses an import makes from a bank line's words after the saved rules: each can be
// turned off or set to book another category of its direction, and all put back as shipped.
import { useBuiltinRules, useEditBuiltinRule, useResetBuiltinRules } from "../api/queries/rules";
import { messageOf } from "../api/client";
import { count } from "../lib/format";
import { useCategories } from "../lib/queries";
import { toast } from "../lib/toast";
import { ErrorNote, Loading } from "./ui";

/** The words a guess recognises, the first few of them. */
const wordsOf = (matches: string[]) => (matches.length > 6 ? `${matches.slice(0, 6).join(", ")} and ${matches.length - 6} more` : matches.join(", "));

export function BuiltinRules() {
  const guesses = useBuiltinRules();
  const categories = useCategories();
  const edit = useEditBuiltinRule({ onError: (error) => toast(messageOf(error)) });
  const reset = useResetBuiltinRules({ onSuccess: (n) => toast(`${count(n)} ${n === 1 ? "guess" : "guesses"} put back as shipped.`), onError: (error) => toast(messageOf(error)) });
  const items = guesses.data?.items ?? [];
  const edited = items.filter((item) => item.edited).length;
  return (
    <details className="card" id="builtin-guesses">
      <summary>
        <h2>Built-in guesses</h2>
        <span className="subtle">
          {guesses.data ? `${count(items.length)} guesses${edited > 0 ? `, ${count(edited)} changed` : ""}` : null}
        </span>
      </summary>
      <p className="subtle">
        When no rule above matches a bank line, these guesses are tried in order on its words. Turn one off, or have it book another category; to match other words, add a rule: rules come first. Rows already imported keep their category.
      </p>
      <ErrorNote error={guesses.error} onRetry={() => void guesses.refetch()} />
      {guesses.isPending ? (
        <Loading lines={3} />
      ) : (
        <div className="table-wrap" tabIndex={0}>
          <table className="table phone-rows">
            <thead>
              <tr>
                <th scope="col">Guess</th>
                <th scope="col">Recognises</th>
                <th scope="col">Books</th>
                <th scope="col">On</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.key} className={item.enabled ? undefined : "off"}>
                  <td>
                    {item.label}
                    <div className="subtle">money {item.direction}</div>
                  </td>
                  <td className="wide" title={item.matches.join(", ")}>
                    {wordsOf(item.matches)}
                  </td>
                  <td className="wide">
                    <select
                      data-writes
                      aria-label={`Category the guess ${item.label} books`}
                      value={item.category}
                      disabled={edit.isPending}
                      onChange={(event) => edit.mutate({ key: item.key, category: event.target.value as Parameters<typeof edit.mutate>[0]["category"] })}
                    >
                      {(categories.data?.items ?? [])
                        .filter((category) => category.type === (item.direction === "in" ? "REVENUE" : "EXPENSE"))
                        .map((category) => (
                          <option key={category.value} value={category.value}>
                            {category.label}
                            {category.value === item.default_category ? " (as shipped)" : ""}
                          </option>
                        ))}
                    </select>
                  </td>
                  <td>
                    <input data-writes type="checkbox" aria-label={`Use the guess ${item.label}`} checked={item.enabled} disabled={edit.isPending} onChange={(event) => edit.mutate({ key: item.key, enabled: event.target.checked })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {edited > 0 ? (
        <div className="form-actions">
          <button data-writes type="button" onClick={() => reset.mutate()} disabled={reset.isPending}>
            Put all back as shipped
          </button>
        </div>
      ) : null}
    </details>
  );
}
