import Link from "next/link";
import type { MarketplaceExpert } from "@/lib/server/marketplace/marketplace";
import { GetAccessForm } from "./get-access-form";

export function AccessPanel({ expert, signedIn }: { expert: MarketplaceExpert; signedIn: boolean }) {
  const available = expert.status === "published" && !expert.deleted;
  let body;
  if (expert.viewer.isOwner) body = <p className="text-sm text-slate-700">You created this Expert.</p>;
  else if (!available)
    body = <p className="text-sm text-slate-700">This Expert is not available in the marketplace.</p>;
  else if (expert.viewer.hasAccess) {
    body = (
      <p role="status" className="text-sm text-slate-700">
        You have access to this Expert.{" "}
        <Link href="/library" className="text-indigo-700 underline">
          See your library
        </Link>
      </p>
    );
  } else if (!signedIn) {
    body = (
      <Link
        href={`/sign-in?callbackUrl=${encodeURIComponent(`/marketplace/${expert.slug}`)}`}
        className="text-indigo-700 underline"
      >
        Sign in to get access
      </Link>
    );
  } else body = <GetAccessForm expertId={expert.id} priceLabel={expert.priceLabel} />;
  return (
    <section
      aria-labelledby="access-heading"
      className="min-w-0 self-start rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="access-heading" className="mb-2 font-semibold">
        Access
      </h2>
      <p className="mb-3 text-lg font-medium [overflow-wrap:anywhere]">{expert.priceLabel ?? "Free"}</p>
      {body}
    </section>
  );
}
