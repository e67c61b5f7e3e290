import { revalidatePath } from "next/cache";
import { apiError, SEED_SENTENCES } from "@/lib/domain/api-contract";
import { refuse, sessionRoute } from "@/lib/server/api/session-route";
import { readCappedBody } from "@/lib/server/auth/capped-body";
import { requireEditable } from "@/lib/server/evaluations/evaluation-set";
import {
  EVAL_IMPORT_MAX_BYTES,
  EVAL_IMPORT_TOO_LARGE,
  importEvaluationSet,
} from "@/lib/server/evaluations/evaluation-import";

/**
 * Imports a JSONL or CSV file into the Expert's evaluation set (rules §16): the Studio's Import. The
 * body is the file itself (`?format=jsonl|csv`, `&confirm=1` to keep the good rows of a file with
 * refused ones), counted as it streams: past 10 MB, 413 at once. A route handler rather than a server
 * action, so that the file is neither decoded by React's action reader nor buffered by the proxy
 * (this path is outside its matcher with the rest of evaluations/cases).
 */
export const POST = sessionRoute<{ expertId: string }>(
  {
    area: "studio/evaluations/import",
    form: "json",
    signIn: { error: "Sign in to import cases." },
    otherOrigin: { error: "Import cases from the Studio page itself." },
    notFound: apiError("expert_not_found_or_denied", SEED_SENTENCES.expert_not_found_or_denied),
  },
  async (request, { viewer, params: { expertId } }) => {
    const query = new URL(request.url).searchParams;
    const format = query.get("format");
    if (format !== "jsonl" && format !== "csv")
      refuse(400, { error: "Name the file's format: format=jsonl or format=csv." });
    // Whoever may not edit the Expert is answered before a byte of the file is read.
    await requireEditable(viewer, expertId);
    const body = await readCappedBody(request, EVAL_IMPORT_MAX_BYTES);
    if (!body.ok) refuse(413, { error: EVAL_IMPORT_TOO_LARGE });
    const text = new TextDecoder().decode(body.bytes);
    const outcome = await importEvaluationSet(viewer, expertId, text, format, query.get("confirm") === "1");
    if (outcome.saved) revalidatePath(`/studio/${expertId}/evaluations`);
    return Response.json(outcome, { headers: { "cache-control": "private, no-store" } });
  },
);
