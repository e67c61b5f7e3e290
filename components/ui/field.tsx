import clsx from "clsx";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

export const inputClass =
  "block w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-1 focus:ring-indigo-500 disabled:bg-slate-50 disabled:text-slate-500 aria-invalid:border-red-500";

type Described = { id: string; label: ReactNode; hint?: ReactNode; errors?: string[]; limit?: number };

/** The id and ARIA links a control shares with its frame: invalid state, hint, counter and error text. */
function controlProps(id: string, hint: unknown, errors?: string[], limit?: number) {
  const ids = [hint ? `${id}-hint` : null, limit ? `${id}-count` : null, errors?.length ? `${id}-error` : null].filter(
    Boolean,
  );
  return {
    id,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  };
}

/** A label, the control, then its hint, character counter (where a limit exists) and errors. */
export function FieldFrame({
  id,
  label,
  hint,
  errors,
  limit,
  length = 0,
  children,
}: Described & { length?: number; children: ReactNode }) {
  const over = limit !== undefined && length > limit;
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint || limit ? (
        <div className="flex items-start justify-between gap-3 text-xs">
          {hint ? (
            <p id={`${id}-hint`} className="text-slate-600">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {limit ? (
            <p
              id={`${id}-count`}
              className={clsx("shrink-0 tabular-nums", over ? "font-medium text-red-700" : "text-slate-600")}
            >
              <span className="sr-only">Characters used: </span>
              {length.toLocaleString("en")} / {limit.toLocaleString("en")}
              {over ? ` (${(length - limit).toLocaleString("en")} too many)` : ""}
            </p>
          ) : null}
        </div>
      ) : null}
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

const lengthOf = (value: unknown) => (typeof value === "string" ? value.length : 0);

export function TextField({
  id,
  label,
  hint,
  errors,
  limit,
  className,
  ...input
}: Described & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} limit={limit} length={lengthOf(input.value)}>
      <input {...controlProps(id, hint, errors, limit)} className={clsx(inputClass, className)} {...input} />
    </FieldFrame>
  );
}

/** `length` overrides the counter's count where the limit is not on the raw characters (a spec's text). */
export function TextAreaField({
  id,
  label,
  hint,
  errors,
  limit,
  length,
  className,
  ...input
}: Described & { length?: number } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      limit={limit}
      length={length ?? lengthOf(input.value)}
    >
      <textarea {...controlProps(id, hint, errors, limit)} className={clsx(inputClass, className)} {...input} />
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  hint,
  errors,
  children,
  className,
  ...select
}: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      <select {...controlProps(id, hint, errors)} className={clsx(inputClass, className)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; errors?: string[] };

/** A labelled form input named like its id (sign-in and sign-up forms). */
export function Field({ label, name, errors, ...input }: FieldProps) {
  return <TextField id={name} name={name} label={label} errors={errors} {...input} />;
}
