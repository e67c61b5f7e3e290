import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope } from "@/lib/domain/api-keys";

const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  "harness:read": "Fetch what the harness injects into a session; read delegation status and evaluations.",
  "harness:delegate": "Send delegation requests to other Experts.",
  "metrics:read": "Read the Prometheus metrics of an instance.",
};

/** The scopes as checkboxes (at least one), each with what it allows; the error is linked to the group. */
export function ScopeCheckboxes({ idPrefix, errors }: { idPrefix: string; errors: string[] }) {
  const errorId = `${idPrefix}-scopes-error`;
  return (
    <fieldset aria-describedby={errors.length ? errorId : undefined} className="min-w-0 space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Scopes (at least one)</legend>
      {API_KEY_SCOPES.map((scope) => (
        <label key={scope} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="scopes"
            value={scope}
            defaultChecked={scope === "harness:read"}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={errors.length ? errorId : undefined}
            className="mt-1"
          />
          <span>
            <span className="font-medium">{API_KEY_SCOPE_LABELS[scope]}</span>
            <span className="block text-slate-600">{SCOPE_HINTS[scope]}</span>
          </span>
        </label>
      ))}
      {errors.length ? (
        <p id={errorId} className="text-sm text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
