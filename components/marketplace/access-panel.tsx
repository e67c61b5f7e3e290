import Link from "next/link";
import { SectionCard } from "@/components/ui/section-card";
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
    <SectionCard id="access-heading" title="Access" className="self-start">
      <p className="text-lg font-medium [overflow-wrap:anywhere]">{expert.priceLabel ?? "Free"}</p>
      {body}
    </SectionCard>
  );
}
