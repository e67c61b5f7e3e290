import { openApiDocument } from "@/lib/server/api/openapi";

export function GET() {
  return Response.json(openApiDocument);
}
