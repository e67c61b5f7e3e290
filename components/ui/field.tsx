import clsx from "clsx";
import type {
  FormHTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";

const controlClass =
  "min-w-0 rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-1 focus:ring-indigo-500 disabled:bg-slate-50 disabled:text-slate-500 aria-invalid:border-red-500";

/** The one look of a text box, text area or select, as wide as its field. */
export const inputClass = clsx("block w-full", controlClass);

/** `inline`: sized by its content, beside other controls in a row, rather than as wide as its container. */
type Inline = { inline?: boolean };

/** The bare controls, for a label laid out elsewhere (a visually hidden one, or one wrapping the control). */
export function Input({
  inline,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & Inline & { ref?: Ref<HTMLInputElement> }) {
  return <input className={clsx(inline ? controlClass : inputClass, className)} {...props} />;
}

export function TextArea({
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={clsx(inputClass, className)} {...props} />;
}

export function Select({ inline, className, ...props }: SelectHTMLAttributes<HTMLSelectElement> & Inline) {
  return <select className={clsx(inline ? controlClass : inputClass, "bg-white", className)} {...props} />;
}

/** A control's label, for a field laid out by hand around a bare control. */
export function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
      {children}
    </label>
  );
}

/** `frameClassName` sizes the whole field (label and control), e.g. a wider search box in a row of filters. */
type Described = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  limit?: number;
  frameClassName?: string;
};

/** The id and ARIA links a control shares with its frame: invalid state, hint, counter and error text. */
function controlProps({ id, hint, errors, limit }: Described) {
  const ids = [hint ? `${id}-hint` : null, limit ? `${id}-count` : null, errors?.length ? `${id}-error` : null].filter(
    Boolean,
  );
  return {
    id,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  };
}

/** Splits a field's props into its frame's and its control's. */
function split<P extends Described>({ id, label, hint, errors, limit, frameClassName, ...control }: P) {
  return { frame: { id, label, hint, errors, limit, frameClassName }, control };
}

/** A label, the control, then its hint, character counter (where a limit exists) and errors. */
export function FieldFrame({
  id,
  label,
  hint,
  errors,
  limit,
  length = 0,
  frameClassName,
  children,
}: Described & { length?: number; children: ReactNode }) {
  const over = limit !== undefined && length > limit;
  return (
    <div className={clsx("min-w-0 space-y-1", frameClassName)}>
      <Label htmlFor={id}>{label}</Label>
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

type Suggestion = { value: string; label?: string };

/** `suggestions`: values the browser offers as the person types (a datalist); any other text is allowed. */
export function TextField(
  props: Described & { suggestions?: readonly Suggestion[] } & InputHTMLAttributes<HTMLInputElement>,
) {
  const {
    frame,
    control: { suggestions, className, ...input },
  } = split(props);
  const list = suggestions ? `${frame.id}-suggestions` : undefined;
  return (
    <FieldFrame {...frame} length={lengthOf(input.value)}>
      <Input {...controlProps(frame)} list={list} className={className} {...input} />
      {suggestions ? (
        <datalist id={list}>
          {suggestions.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </datalist>
      ) : null}
    </FieldFrame>
  );
}

/** `length` overrides the counter's count where the limit is not on the raw characters (a spec's text). */
export function TextAreaField(props: Described & { length?: number } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const {
    frame,
    control: { length, className, ...input },
  } = split(props);
  return (
    <FieldFrame {...frame} length={length ?? lengthOf(input.value)}>
      <TextArea {...controlProps(frame)} className={className} {...input} />
    </FieldFrame>
  );
}

export function SelectField(props: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  const {
    frame,
    control: { className, ...select },
  } = split(props);
  return (
    <FieldFrame {...frame}>
      <Select {...controlProps(frame)} className={className} {...select} />
    </FieldFrame>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; errors?: string[] };

/** A labelled form input named like its id (sign-in and sign-up forms). */
export function Field({ label, name, errors, ...input }: FieldProps) {
  return <TextField id={name} name={name} label={label} errors={errors} {...input} />;
}

/** A row of fields and their button, wrapping on narrow screens (a page's filters or search). */
export function InlineForm({ className, ...form }: FormHTMLAttributes<HTMLFormElement>) {
  return <form className={clsx("flex flex-wrap items-end gap-2", className)} {...form} />;
}
