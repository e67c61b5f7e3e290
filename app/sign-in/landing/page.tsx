import { redirect } from "next/navigation";
import { landingPathFor } from "@/lib/server/auth/landing";
import { requireViewer } from "@/lib/server/auth/session";
import { SIGN_IN_LANDING } from "@/lib/domain/sign-in-landing";

/** After a sign-in that had no page to return to: the person's Studio or library, never the marketing home. */
export default async function SignInLandingPage() {
  const viewer = await requireViewer(SIGN_IN_LANDING);
  redirect(await landingPathFor(viewer.id));
}
