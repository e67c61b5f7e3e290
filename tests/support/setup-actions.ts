import { vi } from "vitest";

// Outside a Next.js request there is no cache to revalidate and no cookie to read.
vi.mock("next/cache", () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  refresh: vi.fn(),
}));

vi.mock("@/lib/server/auth/session", async () => {
  const { notFound, redirect } = await import("next/navigation");
  const { currentTestViewer } = await import("./acting-as");
  const getViewer = async () => currentTestViewer();
  return {
    getViewer,
    requireViewer: async (returnTo = "/") => {
      const viewer = await getViewer();
      if (!viewer) redirect(`/sign-in?callbackUrl=${encodeURIComponent(returnTo)}`);
      return viewer;
    },
    requireAdmin: async () => {
      const viewer = await getViewer();
      if (!viewer || viewer.role !== "admin") notFound();
      return viewer;
    },
  };
});
