import clsx from "clsx";
import type { ButtonHTMLAttributes } from "react";

/** A <button> that reads as a link: an action inside running text (an export, closing a report). */
export function TextButton({ className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={clsx(
        "font-medium text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:text-slate-500",
        className,
      )}
      {...props}
    />
  );
}
