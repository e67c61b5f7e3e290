"use client";

import { useEffect, useRef } from "react";
import { Input } from "@/components/ui/field";

/**
 * The search box, uncontrolled as typed, but showing the page's query when a link (such as
 * "Showing results for …") changes it in place: a default value alone keeps the old text.
 */
export function QueryInput({ query }: { query: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current && input.current.value !== query) input.current.value = query;
  }, [query]);
  return (
    <Input
      inline
      ref={input}
      id="q"
      name="q"
      type="search"
      maxLength={200}
      defaultValue={query}
      placeholder="Search Experts"
    />
  );
}
