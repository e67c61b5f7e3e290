import { machineRoute } from "@/lib/server/api/machine-route";
import { openApiDocument } from "@/lib/server/api/openapi";

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/openapi.json", {
  GET: (request) =>
    Response.json(openApiDocument(new URL(request.url).origin), { headers: { "cache-control": "no-cache" } }),
});
