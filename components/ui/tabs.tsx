"use client";

import clsx from "clsx";
import { Tabs as RadixTabs } from "radix-ui";
import type { ComponentProps } from "react";

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={clsx("inline-flex rounded-md border border-slate-300 bg-slate-100 p-0.5", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={clsx(
        "rounded px-2.5 py-1 text-xs font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={clsx("focus-visible:outline-2 focus-visible:outline-indigo-600", className)}
      {...props}
    />
  );
}
