"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import type { ConfirmDialog as Confirm, Sheet as SheetPanel } from "./dialog";

// Dialogs are closed on arrival, so their code (focus trap, scroll lock, portal) loads when one first opens.
const ConfirmDialogImpl = dynamic(() => import("./dialog").then((m) => m.ConfirmDialog), { ssr: false });
const SheetImpl = dynamic(() => import("./dialog").then((m) => m.Sheet), { ssr: false });

export function LazyConfirmDialog(props: ComponentProps<typeof Confirm>) {
  return props.open ? <ConfirmDialogImpl {...props} /> : null;
}

export function LazySheet(props: ComponentProps<typeof SheetPanel>) {
  return props.open ? <SheetImpl {...props} /> : null;
}
