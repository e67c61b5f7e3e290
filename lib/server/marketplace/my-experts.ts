import "server-only";
import { mayUseExpert } from "@/lib/domain/expert-access";
import { db } from "@/lib/server/db";

export type MyExpert = {
  id: string;
  slug: string;
  name: string;
  description: string;
  kind: "purchased" | "created";
  status: "draft" | "published";
  deleted: boolean;
  delegatable: boolean;
  creator: string;
};

/** Every Expert the user holds a grant for (purchased or created), deleted ones flagged, by name. */
export async function listMyExperts(userId: string): Promise<MyExpert[]> {
  const rows = await db.accessGrant.findMany({
    where: { userId },
    select: {
      kind: true,
      expert: {
        select: {
          id: true,
          slug: true,
          name: true,
          description: true,
          status: true,
          deletedAt: true,
          delegatable: true,
          liveName: true,
          liveDescription: true,
          liveDelegatable: true,
          owner: { select: { name: true } },
        },
      },
    },
  });
  return rows
    .map(({ kind, expert }) => ({
      id: expert.id,
      slug: expert.slug,
      // What users get is the live version (SPEC §10); the draft names one never published.
      name: expert.liveName ?? expert.name,
      description: expert.liveDescription ?? expert.description,
      kind,
      status: expert.status,
      deleted: expert.deletedAt !== null,
      delegatable: expert.liveDelegatable ?? expert.delegatable,
      creator: expert.owner.name,
    }))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.id < b.id ? -1 : 1));
}

/** SPEC §5 "may use", by the same rule the harness applies (a "created" grant is the owner's). */
export function usableByUser(expert: Pick<MyExpert, "kind" | "status" | "deleted">): boolean {
  return mayUseExpert({ ownerIsUser: expert.kind === "created", hasAccess: true, status: expert.status, deleted: expert.deleted });
}
