import "server-only";
import type { Metadata } from "next";
import { getViewer } from "@/lib/server/auth/session";

/** A page title only admins see; everyone else gets the 404's title, so not even the page's name leaks. */
export function adminMetadata(title: string): () => Promise<Metadata> {
  return async () => {
    const viewer = await getViewer();
    return { title: viewer?.role === "admin" ? title : "Page not found" };
  };
}
