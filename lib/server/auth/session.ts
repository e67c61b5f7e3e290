import "server-only";
import { getServerSession } from "next-auth";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { authOptions } from "@/lib/server/auth/auth-options";
import { findSessionViewer, type Viewer } from "@/lib/server/auth/users";

/** The signed-in user, re-checked against the Session table on every request. */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  await connection(); // per-request: never prerendered at build time
  const session = await getServerSession(authOptions());
  if (!session?.sid) return null;
  return findSessionViewer(session.sid);
});

export async function requireViewer(returnTo = "/"): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect(`/sign-in?callbackUrl=${encodeURIComponent(returnTo)}`);
  return viewer;
}

/** Admin pages answer 404 to everyone else: a non-admin learns nothing about them. */
export async function requireAdmin(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer || viewer.role !== "admin") notFound();
  return viewer;
}
