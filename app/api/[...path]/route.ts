import { unknownApiRoute } from "@/lib/server/api/machine-route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = unknownApiRoute();
