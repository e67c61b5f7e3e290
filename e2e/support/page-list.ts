import { ADMIN_PAGES } from "./admin-pages";

/** One page of the app as a visitor opens it: its address, its route in the build, and who is signed in. */
export type PageCase = { path: string; route: string; user: string | null };

export const PAGES: PageCase[] = [
  { path: "/", route: "/", user: null },
  { path: "/marketplace", route: "/marketplace", user: null },
  { path: "/marketplace/sql-analyst", route: "/marketplace/[slug]", user: null },
  { path: "/library", route: "/library", user: "bob@example.com" },
  { path: "/settings", route: "/settings", user: "bob@example.com" },
  { path: "/settings/delegation", route: "/settings/delegation", user: "bob@example.com" },
  { path: "/studio", route: "/studio", user: "alice@example.com" },
  { path: "/studio/e_release_notes", route: "/studio/[expertId]", user: "alice@example.com" },
  { path: "/studio/analytics", route: "/studio/analytics", user: "alice@example.com" },
  ...ADMIN_PAGES.map((path) => ({
    path,
    route: path.replace(/^\/admin\/experts\/[^/]+$/, "/admin/experts/[expertId]"),
    user: "admin@example.com",
  })),
  {
    path: "/admin/roster?user=bob%40example.com&expert=sql-analyst&message=%40tax-helper",
    route: "/admin/roster",
    user: "admin@example.com",
  },
  { path: "/admin/users/u_bob", route: "/admin/users/[userId]", user: "admin@example.com" },
  { path: "/sign-in", route: "/sign-in", user: null },
  { path: "/sign-up", route: "/sign-up", user: null },
];
