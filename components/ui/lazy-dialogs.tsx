"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { ConfirmDialog as Confirm, Sheet as SheetPanel } from "./dialog";

// Dialogs are closed on arrival, so their code (focus trap, scroll lock, portal) loads when one
// first opens. React.lazy rather than next/dynamic: they never render on the server, and
// next/dynamic's loader would add its own code to the first load.
const ConfirmDialogImpl = lazy(() => import("./dialog").then((m) => ({ default: m.ConfirmDialog })));
const SheetImpl = lazy(() => import("./dialog").then((m) => ({ default: m.Sheet })));

export function LazyConfirmDialog(props: ComponentProps<typeof Confirm>) {
  return props.open ? (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  ) : null;
}

export function LazySheet(props: ComponentProps<typeof SheetPanel>) {
  return props.open ? (
    <Suspense fallback={null}>
      <SheetImpl {...props} />
    </Suspense>
  ) : null;
}
