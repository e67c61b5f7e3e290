import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** An Expert's `grants` as a Prisma select holding only `userId`'s (rules §5: hasAccess counts them). */
export const grantsOf = (userId: string) => ({ where: { userId }, select: { kind: true } }) as const;

/** An Expert's id, names and owner with `userId`'s grant on it: enough to name it and to tell whether the user has access. */
export const namedExpertFor = (userId: string) =>
  ({
    id: true,
    slug: true,
    name: true,
    liveName: true,
    ownerId: true,
    grants: grantsOf(userId),
  }) as const satisfies Prisma.ExpertSelect;
