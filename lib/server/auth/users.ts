import "server-only";
import bcrypt from "bcryptjs";
import { PASSWORD_HASH_ROUNDS } from "@/lib/domain/sign-up";
import { db } from "@/lib/server/db";

let dummyHash: string | undefined;

export type Viewer = { id: string; email: string; name: string; role: "user" | "admin" };

export async function verifyCredentials(email: string, password: string): Promise<Viewer | null> {
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, name: true, role: true, passwordHash: true, disabledAt: true },
  });
  // Compare even when the user is missing so timing does not reveal which emails exist.
  dummyHash ??= bcrypt.hashSync("not a password", PASSWORD_HASH_ROUNDS);
  const hash = user?.passwordHash ?? dummyHash;
  const matches = await bcrypt.compare(password, hash);
  if (!user || !matches || user.disabledAt) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

export async function createUser(input: { email: string; name: string; password: string }) {
  const passwordHash = await bcrypt.hash(input.password, PASSWORD_HASH_ROUNDS);
  return db.user.create({
    data: { email: input.email.trim().toLowerCase(), name: input.name.trim(), passwordHash },
    select: { id: true, email: true },
  });
}

export async function emailTaken(email: string): Promise<boolean> {
  return (await db.user.count({ where: { email: email.trim().toLowerCase() } })) > 0;
}

export async function startSession(userId: string, maxAgeSeconds: number): Promise<string> {
  const session = await db.session.create({
    data: { userId, expiresAt: new Date(Date.now() + maxAgeSeconds * 1000) },
    select: { id: true },
  });
  return session.id;
}

export async function endSession(sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}

/** Looks up a live session: the row exists, has not expired, and its user is not disabled. */
export async function findSessionViewer(sessionId: string): Promise<Viewer | null> {
  const row = await db.session.findFirst({
    where: { id: sessionId, expiresAt: { gt: new Date() }, user: { disabledAt: null } },
    select: { user: { select: { id: true, email: true, name: true, role: true } } },
  });
  if (!row) return null;
  return row.user;
}
