import clsx from "clsx";
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

export const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-1 focus:ring-indigo-500 disabled:bg-slate-50 disabled:text-slate-500";

/** Errors for a field and everything under it (`teamGuard.deny` collects `teamGuard.deny.2`). */
export function errorsFor(fieldErrors: Record<string, string[]> | undefined, path: string): string[] | undefined {
  if (!fieldErrors) return undefined;
  const found = Object.entries(fieldErrors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .flatMap(([, messages]) => messages);
  return found.length > 0 ? found : undefined;
}

type Described = { id: string; label: string; hint?: ReactNode; errors?: string[] };

function Frame({ id, label, hint, errors, children }: Described & { children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint ? <p id={`${id}-hint`} className="text-xs text-slate-500">{hint}</p> : null}
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** The id and ARIA links every control in a Frame shares: invalid state and its hint/error text. */
function controlProps(id: string, hint: unknown, errors?: string[]) {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean);
  return {
    id,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  };
}

export function TextField({ id, label, hint, errors, className, ...input }: Described & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame id={id} label={label} hint={hint} errors={errors}>
      <input {...controlProps(id, hint, errors)} className={clsx(inputClass, className)} {...input} />
    </Frame>
  );
}

export function TextAreaField({ id, label, hint, errors, className, ...input }: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame id={id} label={label} hint={hint} errors={errors}>
      <textarea {...controlProps(id, hint, errors)} className={clsx(inputClass, className)} {...input} />
    </Frame>
  );
}

export function SelectField({ id, label, hint, errors, children, ...select }: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame id={id} label={label} hint={hint} errors={errors}>
      <select {...controlProps(id, hint, errors)} className={inputClass} {...select}>
        {children}
      </select>
    </Frame>
  );
}

export const secondaryButton =
  "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 disabled:opacity-50";
export const smallButton =
  "inline-flex items-center justify-center rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-40";
export const dangerButton =
  "inline-flex items-center justify-center rounded-md bg-red-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-60";
