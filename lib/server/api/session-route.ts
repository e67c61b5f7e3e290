import "server-only";
import { readCappedBody } from "@/lib/server/auth/capped-body";
import { isSameOrigin } from "@/lib/server/auth/request-origin";
import { getViewer } from "@/lib/server/auth/session";
import type { Viewer } from "@/lib/server/auth/users";
import { AppError } from "@/lib/server/errors";
import { logAuthorizationRefused } from "@/lib/server/log";

const NO_STORE = { "cache-control": "private, no-store" };

/** What a refusal says, in the route's own words: the sentence, and the code or field some routes add. */
export type RefusalBody = { error: string; code?: string; field?: string };

class RouteRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: RefusalBody,
  ) {
    super(body.error);
  }
}

/** Ends the handler with this refusal, answered in the route's form. */
export function refuse(status: number, body: RefusalBody): never {
  throw new RouteRefusal(status, body);
}

type Params = Record<string, string>;

export type SessionRouteSpec = {
  /** The route's name in the refusal log, e.g. "studio/export". */
  area: string;
  /** JSON (`{ error, code?, field? }`) or plain text (the sentence and a newline). */
  form: "json" | "text";
  /** 401 to an anonymous caller. Without it an anonymous caller reads as not found, logged (a download link). */
  signIn?: RefusalBody;
  /** 403 to a browser on another site; checked after the session (route handlers lack Next's action origin check). */
  otherOrigin?: RefusalBody;
  /** 404 to anyone who may not touch the row, or when it is missing: the same answer, logged. */
  notFound: RefusalBody;
  /** An AppError's field in the body when it carries field errors (the one input such routes take). */
  field?: string;
};

export type SessionRouteContext<P extends Params> = {
  viewer: Viewer;
  params: P;
  /** Logs the refusal (`fields`, by default the route's parameters) and answers the route's 404. */
  notFound: (fields?: Record<string, unknown>) => Promise<never>;
  /** The body as JSON, read up to `limit` bytes as it streams: past it 413 `tooLarge`, unreadable 400 `unreadable`. */
  readJson: (limit: number, words: { tooLarge: RefusalBody; unreadable: RefusalBody }) => Promise<unknown>;
};

/**
 * The one wrapper of the routes a signed-in page calls (the Studio's export, import, evaluation cases
 * and the playgrounds): the session, the origin, the refusals in the route's words and form, a
 * capped body, and an AppError mapped to its status. Unexpected errors are left to the framework.
 */
export function sessionRoute<P extends Params>(
  spec: SessionRouteSpec,
  handler: (request: Request, ctx: SessionRouteContext<P>) => Promise<Response>,
) {
  const answer = (status: number, body: RefusalBody): Response =>
    spec.form === "text"
      ? new Response(`${body.error}\n`, {
          status,
          headers: { ...NO_STORE, "content-type": "text/plain; charset=utf-8" },
        })
      : Response.json(body, { status, headers: NO_STORE });

  return async (request: Request, { params }: { params: Promise<P> }): Promise<Response> => {
    const values = await params;
    const viewer = await getViewer();
    const denied = async (userId: string | null, fields: Record<string, unknown> = values) => {
      await logAuthorizationRefused({ route: spec.area, userId, ...fields });
      return new RouteRefusal(404, spec.notFound);
    };
    try {
      if (!viewer) {
        if (spec.signIn) refuse(401, spec.signIn);
        throw await denied(null);
      }
      if (spec.otherOrigin && !isSameOrigin(request)) refuse(403, spec.otherOrigin);
      return await handler(request, {
        viewer,
        params: values,
        notFound: async (fields) => {
          throw await denied(viewer.id, fields);
        },
        readJson: async (limit, words) => {
          const read = await readCappedBody(request, limit);
          if (!read.ok) refuse(413, words.tooLarge);
          try {
            return JSON.parse(new TextDecoder().decode(read.bytes)) as unknown;
          } catch {
            return refuse(400, words.unreadable);
          }
        },
      });
    } catch (error) {
      const refusal =
        error instanceof AppError && viewer ? await refusalOf(error, () => denied(viewer.id), spec.field) : error;
      if (refusal instanceof RouteRefusal) return answer(refusal.status, refusal.body);
      throw refusal;
    }
  };
}

/** An AppError in the route's words: a missing row as the route's 404 (logged), else its status and sentence. */
async function refusalOf(error: AppError, denied: () => Promise<RouteRefusal>, field: string | undefined) {
  if (error.code.startsWith("not_found:")) return denied();
  return new RouteRefusal(error.httpStatus, {
    error: error.message,
    ...(error.fieldErrors && field ? { field } : {}),
  });
}
