import type { InputHTMLAttributes } from "react";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; errors?: string[] };

/** A labelled input whose errors are linked by aria-describedby. */
export function Field({ label, name, errors, ...input }: FieldProps) {
  const errorId = `${name}-error`;
  const hasErrors = Boolean(errors?.length);
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={name}
        name={name}
        aria-invalid={hasErrors || undefined}
        aria-describedby={hasErrors ? errorId : undefined}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-1 focus:ring-indigo-500"
        {...input}
      />
      {hasErrors ? (
        <p id={errorId} className="text-sm text-red-700">
          {errors!.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
