import { machineRoute } from "@/lib/server/api/machine-route";
import { serveA2ARequest } from "@/lib/server/a2a/routes";

export const dynamic = "force-dynamic";

/** rules §13: an Expert's A2A endpoint (JSON-RPC `SendMessage`, `GetTask`). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/a2a/{slug}", { POST: serveA2ARequest });
