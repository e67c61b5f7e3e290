import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PlaygroundPage } from "@/components/playground/playground-page";
import { requireViewer } from "@/lib/server/auth/session";
import { getPlaygroundPageData } from "@/lib/server/playground/page-data";

export const metadata: Metadata = { title: "Playground" };

export default async function MarketplacePlaygroundPage({ params }: PageProps<"/marketplace/[slug]/playground">) {
  const { slug } = await params;
  const path = `/marketplace/${encodeURIComponent(slug)}`;
  const viewer = await requireViewer(`${path}/playground`);
  // A live Expert the viewer may use; anything else is a missing page.
  const data = await getPlaygroundPageData(viewer, "marketplace", slug);
  if (!data) notFound();
  return (
    <PlaygroundPage data={data} back={{ href: path, label: data.target.name }} runUrl={`${path}/playground/run`} />
  );
}
