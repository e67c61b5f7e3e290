import clsx from "clsx";

const VARIANTS = {
  primary: "bg-indigo-600 text-white shadow-sm hover:bg-indigo-700",
  secondary: "border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700",
  "danger-outline": "border border-slate-300 bg-white text-red-700 shadow-sm hover:bg-red-50",
  ghost: "text-slate-700 hover:bg-slate-100",
} as const;

const SIZES = {
  md: "rounded-md px-4 py-2 text-sm",
  sm: "rounded-md px-3 py-1.5 text-sm",
  xs: "rounded px-2 py-1 text-xs",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The one button look, for <button>s and for links styled as buttons. */
export function buttonClass(variant: ButtonVariant = "secondary", size: ButtonSize = "md", className?: string): string {
  return clsx(
    "inline-flex items-center justify-center gap-1.5 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}
