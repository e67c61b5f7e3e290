import { machineRoute } from "@/lib/server/api/machine-route";
import { serveAgentCard } from "@/lib/server/a2a/routes";

export const dynamic = "force-dynamic";

/** rules §13: an Expert's A2A Agent Card. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/a2a/{slug}/.well-known/agent-card.json", {
  GET: serveAgentCard,
});
