import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PlaygroundPage } from "@/components/playground/playground-page";
import { requireViewer } from "@/lib/server/auth/session";
import { getPlaygroundPageData } from "@/lib/server/playground/page-data";

export const metadata: Metadata = { title: "Playground" };

export default async function StudioPlaygroundPage({ params }: PageProps<"/studio/[expertId]/playground">) {
  const { expertId } = await params;
  const path = `/studio/${encodeURIComponent(expertId)}`;
  const viewer = await requireViewer(`${path}/playground`);
  // The owner's only, like the editor: anyone else sees a missing page.
  const data = await getPlaygroundPageData(viewer, "studio", expertId);
  if (!data) notFound();
  return (
    <PlaygroundPage
      data={data}
      back={{ href: path, label: "Back to the editor" }}
      runUrl={`${path}/playground/run`}
      showEndpoint
    />
  );
}
