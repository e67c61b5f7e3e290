// Generated from /api/openapi.json by `npm run api:types`; do not edit by hand.
export type paths = {
    "/api/harness/injection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The injection for a session: tool surface, subagents, roster and rendered prompt
         * @description Built from the Expert's live version (its latest publication) for everyone, its owner included; an Expert never published gives its owner its draft. The answer carries `Cache-Control: no-store` and an `ETag`; send it back as `If-None-Match` to get 304 when nothing changed.
         */
        post: operations["getInjection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/harness/evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run an Expert's evaluation set and get its routing accuracy (SPEC §16)
         * @description Each case's message is judged on the version asked for (what runtimes get by default; the draft or a numbered version for the Expert's owner only) with the injection that user would get. The lexical judge picks the best kept subagent or offered roster entry by the §11 ranking when its score reaches the floor (1), else none. Inline `cases` replace the stored set for this run. A case naming a subagent or Expert that does not exist is 400 `unknown_target`; the model judge without a model provider is 400 `judge_unavailable`. The model judge asks the configured model (SPEC §15) once per case, with the rendered prompt as system text and the main agent's tools (Task, delegate and its surface) offered, and reads its first tool call; nothing is executed, and a provider's failure is 502 `model_provider_failed` with the provider's reason. Every run is stored.
         */
        post: operations["runEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-proxy/delegate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a delegation request from one Expert to another
         * @description Every business outcome is 200, accepted or failed (narrow on `status`), and is logged. With an `Idempotency-Key`, the same key and body within 24 hours get the first answer again and add no log row (also while the first is still running, or after its client left); the same key with another body gets 422.
         */
        post: operations["delegate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-proxy/delegations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The delegationId an accepted delegation was answered with. */
                id: string;
            };
            cookie?: never;
        };
        /**
         * A delegation's state: accepted, running, completed or failed, with the run's output
         * @description A personal key reads its owner's delegations only; a runtime key any. Anything else is 404 `delegation_not_found`.
         */
        get: operations["getDelegation"];
        put?: never;
        /**
         * Report how an accepted delegation's run went
         * @description accepted → running → completed | failed. A final state is final: a later report (or one on a refused request) is 409 `delegation_final`. The first 4,000 characters of `output` are kept.
         */
        post: operations["reportDelegation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this instance's database answers */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This instance's Prometheus metrics */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The MCP server (Streamable HTTP, stateless): tools list_experts, get_injection, delegate, and one prompt per Expert
         * @description For a personal key, acting as its owner (a runtime key is 403 `personal_key_required`). Speaks the current stateless MCP revision and the 2025 `initialize` handshake (served statelessly), through the official SDK; the body and answer are JSON-RPC 2.0. A failed delegation is a tool result with `isError`, never a protocol error.
         */
        post: operations["mcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/a2a/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Expert's slug. */
                slug: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An Expert's A2A agent (JSON-RPC binding): SendMessage delegates to it, GetTask reads the delegation
         * @description A2A 1.0 through the official SDK (`A2A-Version: 1.0`); without the header, or with 0.3, the v0.3 methods (`message/send`, `tasks/get`). SendMessage: the message's text parts are the task, its metadata names `from` (required), `chain` and, for a runtime key, `user`; the SPEC §6 check runs with this Expert as `to`. Accepted → a Task in the submitted state whose id is the delegation id; refused → a Task in the failed state whose status message is the §6 sentence (code in its metadata). GetTask follows the delegation's reported state (§14). Protocol errors are JSON-RPC errors; the refusals every machine endpoint shares keep their status and code.
         */
        post: operations["callAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/a2a/{slug}/.well-known/agent-card.json": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Expert's slug. */
                slug: string;
            };
            cookie?: never;
        };
        /**
         * The A2A Agent Card of a published, delegatable Expert
         * @description Public, with `ETag` and `Cache-Control`. Any other slug (unknown, draft, deleted or not delegatable) is the same 404.
         */
        get: operations["getAgentCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        InjectionRequest: {
            /** @description an Expert id or slug */
            expert: string;
            user?: string | null;
            message?: string | null;
            version?: "draft" | null;
        };
        InjectionResponse: {
            expert: {
                id: string;
                slug: string;
                name: string;
            };
            /** @description The main agent's effective tool surface, with the layer each tool comes from. */
            tools: {
                name: string;
                /** @enum {string} */
                layer: "global" | "preset" | "own";
                plugin?: string;
            }[];
            /** @description The team guard's decisions. */
            toolReport: {
                name: string;
                /** @enum {string} */
                action: "withdrawn" | "would_withdraw" | "not_restrictable" | "not_visible";
                message: string;
            }[];
            subagents: {
                name: string;
                description: string;
                system_prompt: string;
                tools: string[];
                model: string;
                /** @enum {string} */
                source: "builtin" | "expert";
            }[];
            subagentReport: {
                /** @description The spec's position in the Expert's authored list; null for builtins. */
                index: number | null;
                name: string | null;
                /** @enum {string} */
                source: "builtin" | "expert";
                /** @enum {string} */
                status: "kept" | "dropped";
                /** @enum {string} */
                code?: "not_object" | "missing_field" | "invalid_name" | "reserved_name" | "tools_not_array" | "zero_tools" | "collides_with_builtin" | "duplicate_name";
                message: string;
                warnings: string[];
                tools: {
                    /** @description The allowlist entry as authored (normally a string). */
                    entry: unknown;
                    /** @enum {string} */
                    status: "granted" | "dropped";
                    /** @enum {string} */
                    code?: "reserved_tool" | "not_a_string" | "glob_no_match" | "unknown_tool" | "glob_budget";
                    matched?: string[];
                    suggestions?: string[];
                }[];
            }[];
            builtins: {
                name: string;
                enabled: boolean;
            }[];
            notes: string[];
            /** @description The Experts the delegate tool offers. */
            roster: {
                id: string;
                slug: string;
                name: string;
                brief: string;
            }[];
            rosterReport: {
                /** @description The reference as written: the whitelist entry as stored, the mentioned slug as typed, or the Expert's id under policy all. */
                ref: string;
                id?: string;
                /** @enum {string} */
                via: "policy" | "whitelist" | "mention";
                /** @enum {string} */
                status: "kept" | "excluded";
                /** @enum {string} */
                code?: "self" | "over_cap" | "unknown_expert" | "unknown_mention" | "no_access" | "deleted" | "not_published" | "not_delegatable" | "over_budget";
                message: string;
            }[];
            /** @description Distinct mentions past the first 50, not considered; omitted when 0. */
            mentionsIgnored?: number;
            /** @description The rendered text the model receives. */
            prompt: string;
            /** @description An estimate of the prompt's size in tokens. */
            tokens: number;
        };
        DelegateRequest: {
            user?: string | null;
            /** @description the delegating Expert's id or slug */
            from: string;
            /** @description the target Expert's id or slug */
            to: string;
            /** @description The task: at least one character that is not white space. */
            input: string;
            chain?: string[] | null;
        };
        DelegationAccepted: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "accepted";
            delegationId: string;
        };
        DelegationFailed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "failed";
            /** @description SPEC §6's sentence, byte for byte. */
            error: string;
            /** @enum {string} */
            code: "self_delegation" | "delegation_cycle" | "depth_limit" | "not_found_or_denied" | "not_delegatable";
        };
        DelegationReport: {
            /** @enum {string} */
            status: "running" | "completed" | "failed";
            output?: string | null;
            error?: string | null;
        };
        DelegationState: {
            id: string;
            /**
             * @description accepted (not yet reported), running, or final: completed, failed (a refused request is failed too).
             * @enum {string}
             */
            status: "accepted" | "running" | "completed" | "failed";
            from: string;
            to: string;
            /** @description ISO 8601. */
            createdAt: string;
            /** @description ISO 8601: the last report, or the creation. */
            updatedAt: string;
            /** @description The first 4,000 characters the runtime reported. */
            output?: string;
            error?: string;
        };
        DelegateResponse: components["schemas"]["DelegationAccepted"] | components["schemas"]["DelegationFailed"];
        EvaluationRequest: {
            /** @description an Expert id or slug */
            expert: string;
            user?: string | null;
            version?: ("draft" | "live" | number) | null;
            judge?: ("lexical" | "model") | null;
            cases?: {
                message: string;
                expect: {
                    subagent: string;
                } | {
                    /** @description An Expert's slug (a leading @ is allowed). */
                    delegate: string;
                } | {
                    /** @constant */
                    none: true;
                };
            }[] | null;
        };
        EvaluationResponse: {
            expert: {
                id: string;
                slug: string;
                name: string;
            };
            /** @description "draft", or the live version number the run evaluated. */
            version: "draft" | number;
            /** @enum {string} */
            judge: "lexical" | "model";
            accuracy: number;
            totals: {
                cases: number;
                passed: number;
                failed: number;
                /** @description A target was expected and another one chosen. */
                wrong: number;
                /** @description A target was expected and none chosen. */
                missed: number;
                /** @description None was expected and a target chosen. */
                falseAlarm: number;
                perTarget: {
                    target: string;
                    expected: number;
                    chosen: number;
                    correct: number;
                    recall: number | null;
                    precision: number | null;
                }[];
                /** @description Counts by expected target (rows) and chosen target (columns). */
                confusion: {
                    labels: string[];
                    counts: number[][];
                };
            };
            cases: {
                message: string;
                expect: {
                    subagent: string;
                } | {
                    /** @description An Expert's slug (a leading @ is allowed). */
                    delegate: string;
                } | {
                    /** @constant */
                    none: true;
                };
                chosen: {
                    subagent: string;
                } | {
                    /** @description An Expert's slug (a leading @ is allowed). */
                    delegate: string;
                } | {
                    /** @constant */
                    none: true;
                };
                pass: boolean;
                /** @description The lexical judge's best candidates. */
                scores?: {
                    /** @description subagent:<name> or delegate:<slug> */
                    target: string;
                    score: number;
                    matchedTerms: string[];
                }[];
            }[];
        };
        ApiError: {
            /** @description A sentence for people and models; the ones of SPEC §6 are fixed byte for byte. */
            error: string;
            /**
             * @description One stable value per cause, for programs.
             * @enum {string}
             */
            code: "invalid_json" | "invalid_body" | "invalid_field" | "field_too_long" | "invalid_encoding" | "invalid_header" | "unknown_target" | "judge_unavailable" | "unauthorized" | "user_disabled" | "forbidden_scope" | "key_user_mismatch" | "personal_key_required" | "forbidden_origin" | "forbidden_host" | "user_not_found" | "expert_not_found_or_denied" | "not_found" | "delegation_not_found" | "method_not_allowed" | "delegation_final" | "body_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "client_closed_request" | "internal" | "model_provider_failed" | "unavailable";
            /** @description The request field (or header) at fault, when there is one. */
            field?: string;
        };
        Health: {
            /** @constant */
            status: "ok";
            database: {
                /** @enum {string} */
                engine: "sqlite" | "postgresql";
                ok: boolean;
                ms?: number;
            };
        };
        HealthUnavailable: {
            /** @description A sentence for people and models; the ones of SPEC §6 are fixed byte for byte. */
            error: string;
            /**
             * @description One stable value per cause, for programs.
             * @enum {string}
             */
            code: "invalid_json" | "invalid_body" | "invalid_field" | "field_too_long" | "invalid_encoding" | "invalid_header" | "unknown_target" | "judge_unavailable" | "unauthorized" | "user_disabled" | "forbidden_scope" | "key_user_mismatch" | "personal_key_required" | "forbidden_origin" | "forbidden_host" | "user_not_found" | "expert_not_found_or_denied" | "not_found" | "delegation_not_found" | "method_not_allowed" | "delegation_final" | "body_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "client_closed_request" | "internal" | "model_provider_failed" | "unavailable";
            /** @description The request field (or header) at fault, when there is one. */
            field?: string;
            /** @constant */
            status: "unavailable";
            database: {
                /** @enum {string} */
                engine: "sqlite" | "postgresql";
                ok: boolean;
                ms?: number;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getInjection: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag of an earlier answer: 304 without a body when it still matches. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expert": "sql-analyst",
                 *       "user": "bob@example.com",
                 *       "message": "Ask @contract-review whether clause 4 is standard."
                 *     }
                 */
                "application/json": components["schemas"]["InjectionRequest"];
            };
        };
        responses: {
            /** @description The injection. */
            200: {
                headers: {
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "expert": {
                     *         "id": "e_sql",
                     *         "slug": "sql-analyst",
                     *         "name": "SQL Analyst"
                     *       },
                     *       "tools": [
                     *         {
                     *           "name": "read_file",
                     *           "layer": "global"
                     *         },
                     *         {
                     *           "name": "github_search",
                     *           "layer": "preset",
                     *           "plugin": "github"
                     *         }
                     *       ],
                     *       "toolReport": [],
                     *       "subagents": [
                     *         {
                     *           "name": "query-writer",
                     *           "description": "Writes SQL for a question.",
                     *           "system_prompt": "You write SQL.",
                     *           "tools": [
                     *             "read_file"
                     *           ],
                     *           "model": "inherit",
                     *           "source": "expert"
                     *         }
                     *       ],
                     *       "subagentReport": [
                     *         {
                     *           "index": 0,
                     *           "name": "query-writer",
                     *           "source": "expert",
                     *           "status": "kept",
                     *           "message": "Kept with 1 tool.",
                     *           "warnings": [],
                     *           "tools": [
                     *             {
                     *               "entry": "read_file",
                     *               "status": "granted",
                     *               "matched": [
                     *                 "read_file"
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "builtins": [
                     *         {
                     *           "name": "fixer",
                     *           "enabled": true
                     *         }
                     *       ],
                     *       "notes": [],
                     *       "roster": [
                     *         {
                     *           "id": "e_contract",
                     *           "slug": "contract-review",
                     *           "name": "Contract Review",
                     *           "brief": "Reviews contracts clause by clause."
                     *         }
                     *       ],
                     *       "rosterReport": [
                     *         {
                     *           "ref": "contract-review",
                     *           "id": "e_contract",
                     *           "via": "mention",
                     *           "status": "kept",
                     *           "message": "Mentioned in the message."
                     *         }
                     *       ],
                     *       "prompt": "…",
                     *       "tokens": 412
                     *     }
                     */
                    "application/json": components["schemas"]["InjectionResponse"];
                };
            };
            /** @description The answer has not changed since the ETag sent in If-None-Match; no body. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: not JSON, not UTF-8, or a field missing, of the wrong type or past its limit (the sentence names the field and the limit, `field` names it too). For an evaluation run, also a case naming a subagent or Expert that does not exist, or the model judge without a model provider. Nothing is stored. Codes: `invalid_json`, `invalid_body`, `invalid_field`, `field_too_long`, `invalid_encoding`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is not valid JSON.",
                     *       "code": "invalid_json"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_json" | "invalid_body" | "invalid_field" | "field_too_long" | "invalid_encoding";
                    };
                };
            };
            /** @description No credential, or a key that is wrong, revoked, expired or malformed: one answer for all (`WWW-Authenticate: Bearer`). Codes: `unauthorized`. */
            401: {
                headers: {
                    /** @description Always `Bearer realm="harness"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid service token: send Authorization: Bearer <HARNESS_TOKEN>.",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The user (or the key's owner) is disabled, the key lacks the endpoint's scope, or a personal key names another user; nothing is logged. Codes: `user_disabled`, `forbidden_scope`, `key_user_mismatch`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User is disabled",
                     *       "code": "user_disabled"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_disabled" | "forbidden_scope" | "key_user_mismatch";
                    };
                };
            };
            /** @description The user does not exist (checked first), or the Expert does not exist or the user may not use it: one sentence for both, never revealing which. Codes: `user_not_found`, `expert_not_found_or_denied`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User not found",
                     *       "code": "user_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_not_found" | "expert_not_found_or_denied";
                    };
                };
            };
            /** @description The body is over 1 MB; answered without reading the rest. Codes: `body_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body too large (limit 1 MB)",
                     *       "code": "body_too_large"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "body_too_large";
                    };
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON, with Content-Type: application/json.",
                     *       "code": "unsupported_media_type"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key is past its rate (API_KEY_RATE_LIMIT); retry after `Retry-After` seconds. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description The client closed the connection before its turn came: nothing was done and nothing logged. The client never reads this answer; it is documented for logs and proxies. Codes: `client_closed_request`. */
            499: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The client closed the request before it was served.",
                     *       "code": "client_closed_request"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "client_closed_request";
                    };
                };
            };
            /** @description An unexpected failure, logged with the request id; nothing was changed. Codes: `internal`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Something went wrong on the server; nothing was changed. Try again.",
                     *       "code": "internal"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "internal";
                    };
                };
            };
            /** @description The database did not answer in time (locked, unreachable, out of connections); logged with the request id. Retry after `Retry-After` seconds. Codes: `unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is not answering. Try again shortly.",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unavailable";
                    };
                };
            };
        };
    };
    runEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expert": "sql-analyst",
                 *       "version": "draft",
                 *       "cases": [
                 *         {
                 *           "message": "Write the SQL for last month's revenue",
                 *           "expect": {
                 *             "subagent": "query_writer"
                 *           }
                 *         },
                 *         {
                 *           "message": "What's the weather?",
                 *           "expect": {
                 *             "none": true
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["EvaluationRequest"];
            };
        };
        responses: {
            /** @description The run: accuracy (0 to 1), totals and each case. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "expert": {
                     *         "id": "e_sql",
                     *         "slug": "sql-analyst",
                     *         "name": "SQL Analyst"
                     *       },
                     *       "version": "draft",
                     *       "judge": "lexical",
                     *       "accuracy": 1,
                     *       "totals": {
                     *         "cases": 2,
                     *         "passed": 2,
                     *         "failed": 0,
                     *         "wrong": 0,
                     *         "missed": 0,
                     *         "falseAlarm": 0,
                     *         "perTarget": [
                     *           {
                     *             "target": "subagent:query_writer",
                     *             "expected": 1,
                     *             "chosen": 1,
                     *             "correct": 1,
                     *             "recall": 1,
                     *             "precision": 1
                     *           }
                     *         ],
                     *         "confusion": {
                     *           "labels": [
                     *             "subagent:query_writer",
                     *             "none"
                     *           ],
                     *           "counts": [
                     *             [
                     *               1,
                     *               0
                     *             ],
                     *             [
                     *               0,
                     *               1
                     *             ]
                     *           ]
                     *         }
                     *       },
                     *       "cases": [
                     *         {
                     *           "message": "Write the SQL for last month's revenue",
                     *           "expect": {
                     *             "subagent": "query_writer"
                     *           },
                     *           "chosen": {
                     *             "subagent": "query_writer"
                     *           },
                     *           "pass": true,
                     *           "scores": [
                     *             {
                     *               "target": "subagent:query_writer",
                     *               "score": 4.2,
                     *               "matchedTerms": [
                     *                 "sql"
                     *               ]
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "message": "What's the weather?",
                     *           "expect": {
                     *             "none": true
                     *           },
                     *           "chosen": {
                     *             "none": true
                     *           },
                     *           "pass": true,
                     *           "scores": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EvaluationResponse"];
                };
            };
            /** @description The request is not valid: not JSON, not UTF-8, or a field missing, of the wrong type or past its limit (the sentence names the field and the limit, `field` names it too). For an evaluation run, also a case naming a subagent or Expert that does not exist, or the model judge without a model provider. Nothing is stored. Codes: `invalid_json`, `invalid_body`, `invalid_field`, `field_too_long`, `invalid_encoding`, `unknown_target`, `judge_unavailable`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is not valid JSON.",
                     *       "code": "invalid_json"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_json" | "invalid_body" | "invalid_field" | "field_too_long" | "invalid_encoding" | "unknown_target" | "judge_unavailable";
                    };
                };
            };
            /** @description No credential, or a key that is wrong, revoked, expired or malformed: one answer for all (`WWW-Authenticate: Bearer`). Codes: `unauthorized`. */
            401: {
                headers: {
                    /** @description Always `Bearer realm="harness"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid service token: send Authorization: Bearer <HARNESS_TOKEN>.",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The user (or the key's owner) is disabled, the key lacks the endpoint's scope, or a personal key names another user; nothing is logged. Codes: `user_disabled`, `forbidden_scope`, `key_user_mismatch`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User is disabled",
                     *       "code": "user_disabled"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_disabled" | "forbidden_scope" | "key_user_mismatch";
                    };
                };
            };
            /** @description The user does not exist (checked first), or the Expert does not exist or the user may not use it: one sentence for both, never revealing which. Codes: `user_not_found`, `expert_not_found_or_denied`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User not found",
                     *       "code": "user_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_not_found" | "expert_not_found_or_denied";
                    };
                };
            };
            /** @description The body is over 1 MB; answered without reading the rest. Codes: `body_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body too large (limit 1 MB)",
                     *       "code": "body_too_large"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "body_too_large";
                    };
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON, with Content-Type: application/json.",
                     *       "code": "unsupported_media_type"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key is past its rate (API_KEY_RATE_LIMIT); retry after `Retry-After` seconds. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description The client closed the connection before its turn came: nothing was done and nothing logged. The client never reads this answer; it is documented for logs and proxies. Codes: `client_closed_request`. */
            499: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The client closed the request before it was served.",
                     *       "code": "client_closed_request"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "client_closed_request";
                    };
                };
            };
            /** @description An unexpected failure, logged with the request id; nothing was changed. Codes: `internal`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Something went wrong on the server; nothing was changed. Try again.",
                     *       "code": "internal"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "internal";
                    };
                };
            };
            /** @description The model provider behind the model judge failed (refused the key, timed out, answered badly); the sentence gives its reason. Nothing was stored. Codes: `model_provider_failed`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The model provider did not answer within 60000 ms. Check that the model server is running.",
                     *       "code": "model_provider_failed",
                     *       "field": "judge"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "model_provider_failed";
                    };
                };
            };
            /** @description The database did not answer in time (locked, unreachable, out of connections); logged with the request id. Retry after `Retry-After` seconds. Codes: `unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is not answering. Try again shortly.",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unavailable";
                    };
                };
            };
        };
    };
    delegate: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–200 printable ASCII characters, chosen by the caller per request. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user": "bob@example.com",
                 *       "from": "sql-analyst",
                 *       "to": "contract-review",
                 *       "input": "Is clause 4 of the attached NDA standard?",
                 *       "chain": []
                 *     }
                 */
                "application/json": components["schemas"]["DelegateRequest"];
            };
        };
        responses: {
            /** @description The outcome: accepted with the delegation's id, or failed with SPEC §6's sentence and its code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "failed",
                     *       "error": "Expert is not delegatable",
                     *       "code": "not_delegatable"
                     *     }
                     */
                    "application/json": components["schemas"]["DelegateResponse"];
                };
            };
            /** @description The request is not valid: not JSON, not UTF-8, or a field missing, of the wrong type or past its limit (the sentence names the field and the limit, `field` names it too). For an evaluation run, also a case naming a subagent or Expert that does not exist, or the model judge without a model provider. Nothing is stored. Codes: `invalid_json`, `invalid_body`, `invalid_field`, `field_too_long`, `invalid_encoding`, `invalid_header`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is not valid JSON.",
                     *       "code": "invalid_json"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_json" | "invalid_body" | "invalid_field" | "field_too_long" | "invalid_encoding" | "invalid_header";
                    };
                };
            };
            /** @description No credential, or a key that is wrong, revoked, expired or malformed: one answer for all (`WWW-Authenticate: Bearer`). Codes: `unauthorized`. */
            401: {
                headers: {
                    /** @description Always `Bearer realm="harness"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid service token: send Authorization: Bearer <HARNESS_TOKEN>.",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The user (or the key's owner) is disabled, the key lacks the endpoint's scope, or a personal key names another user; nothing is logged. Codes: `user_disabled`, `forbidden_scope`, `key_user_mismatch`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User is disabled",
                     *       "code": "user_disabled"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_disabled" | "forbidden_scope" | "key_user_mismatch";
                    };
                };
            };
            /** @description The user does not exist (checked first), or the Expert does not exist or the user may not use it: one sentence for both, never revealing which. Codes: `user_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User not found",
                     *       "code": "user_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_not_found";
                    };
                };
            };
            /** @description The body is over 1 MB; answered without reading the rest. Codes: `body_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body too large (limit 1 MB)",
                     *       "code": "body_too_large"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "body_too_large";
                    };
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON, with Content-Type: application/json.",
                     *       "code": "unsupported_media_type"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description The Idempotency-Key was already used with another body. Codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This Idempotency-Key was already used with a different request body. Use a new key for a new request.",
                     *       "code": "idempotency_key_reused"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                    };
                };
            };
            /** @description The key is past its rate (API_KEY_RATE_LIMIT); retry after `Retry-After` seconds. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description The client closed the connection before its turn came: nothing was done and nothing logged. The client never reads this answer; it is documented for logs and proxies. Codes: `client_closed_request`. */
            499: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The client closed the request before it was served.",
                     *       "code": "client_closed_request"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "client_closed_request";
                    };
                };
            };
            /** @description An unexpected failure, logged with the request id; nothing was changed. Codes: `internal`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Something went wrong on the server; nothing was changed. Try again.",
                     *       "code": "internal"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "internal";
                    };
                };
            };
            /** @description The database did not answer in time (locked, unreachable, out of connections); logged with the request id. Retry after `Retry-After` seconds. Codes: `unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is not answering. Try again shortly.",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unavailable";
                    };
                };
            };
        };
    };
    getDelegation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The delegationId an accepted delegation was answered with. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delegation's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d0mic1x3k0001a1b2c3d4e5f6a7b8",
                     *       "status": "completed",
                     *       "from": "sql-analyst",
                     *       "to": "contract-review",
                     *       "createdAt": "2026-12-01T10:00:00.000Z",
                     *       "updatedAt": "2026-12-01T10:00:42.000Z",
                     *       "output": "Clause 4 is standard."
                     *     }
                     */
                    "application/json": components["schemas"]["DelegationState"];
                };
            };
            /** @description No credential, or a key that is wrong, revoked, expired or malformed: one answer for all (`WWW-Authenticate: Bearer`). Codes: `unauthorized`. */
            401: {
                headers: {
                    /** @description Always `Bearer realm="harness"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid service token: send Authorization: Bearer <HARNESS_TOKEN>.",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The user (or the key's owner) is disabled, the key lacks the endpoint's scope, or a personal key names another user; nothing is logged. Codes: `user_disabled`, `forbidden_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User is disabled",
                     *       "code": "user_disabled"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_disabled" | "forbidden_scope";
                    };
                };
            };
            /** @description The user does not exist (checked first), or the Expert does not exist or the user may not use it: one sentence for both, never revealing which. Codes: `delegation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Delegation not found",
                     *       "code": "delegation_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "delegation_not_found";
                    };
                };
            };
            /** @description The key is past its rate (API_KEY_RATE_LIMIT); retry after `Retry-After` seconds. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description An unexpected failure, logged with the request id; nothing was changed. Codes: `internal`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Something went wrong on the server; nothing was changed. Try again.",
                     *       "code": "internal"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "internal";
                    };
                };
            };
            /** @description The database did not answer in time (locked, unreachable, out of connections); logged with the request id. Retry after `Retry-After` seconds. Codes: `unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is not answering. Try again shortly.",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unavailable";
                    };
                };
            };
        };
    };
    reportDelegation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The delegationId an accepted delegation was answered with. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "completed",
                 *       "output": "Clause 4 is standard."
                 *     }
                 */
                "application/json": components["schemas"]["DelegationReport"];
            };
        };
        responses: {
            /** @description The delegation's state after the report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d0mic1x3k0001a1b2c3d4e5f6a7b8",
                     *       "status": "completed",
                     *       "from": "sql-analyst",
                     *       "to": "contract-review",
                     *       "createdAt": "2026-12-01T10:00:00.000Z",
                     *       "updatedAt": "2026-12-01T10:00:42.000Z",
                     *       "output": "Clause 4 is standard."
                     *     }
                     */
                    "application/json": components["schemas"]["DelegationState"];
                };
            };
            /** @description The request is not valid: not JSON, not UTF-8, or a field missing, of the wrong type or past its limit (the sentence names the field and the limit, `field` names it too). For an evaluation run, also a case naming a subagent or Expert that does not exist, or the model judge without a model provider. Nothing is stored. Codes: `invalid_json`, `invalid_body`, `invalid_field`, `field_too_long`, `invalid_encoding`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is not valid JSON.",
                     *       "code": "invalid_json"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_json" | "invalid_body" | "invalid_field" | "field_too_long" | "invalid_encoding";
                    };
                };
            };
            /** @description No credential, or a key that is wrong, revoked, expired or malformed: one answer for all (`WWW-Authenticate: Bearer`). Codes: `unauthorized`. */
            401: {
                headers: {
                    /** @description Always `Bearer realm="harness"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid service token: send Authorization: Bearer <HARNESS_TOKEN>.",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The user (or the key's owner) is disabled, the key lacks the endpoint's scope, or a personal key names another user; nothing is logged. Codes: `user_disabled`, `forbidden_scope`, `key_user_mismatch`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User is disabled",
                     *       "code": "user_disabled"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_disabled" | "forbidden_scope" | "key_user_mismatch";
                    };
                };
            };
            /** @description The user does not exist (checked first), or the Expert does not exist or the user may not use it: one sentence for both, never revealing which. Codes: `user_not_found`, `delegation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User not found",
                     *       "code": "user_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_not_found" | "delegation_not_found";
                    };
                };
            };
            /** @description The delegation has already ended (completed or failed, or it was refused): its outcome cannot change. Codes: `delegation_final`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "This delegation has already ended; its outcome cannot change.",
                     *       "code": "delegation_final"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "delegation_final";
                    };
                };
            };
            /** @description The body is over 1 MB; answered without reading the rest. Codes: `body_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body too large (limit 1 MB)",
                     *       "code": "body_too_large"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "body_too_large";
                    };
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON, with Content-Type: application/json.",
                     *       "code": "unsupported_media_type"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key is past its rate (API_KEY_RATE_LIMIT); retry after `Retry-After` seconds. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description The client closed the connection before its turn came: nothing was done and nothing logged. The client never reads this answer; it is documented for logs and proxies. Codes: `client_closed_request`. */
            499: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The client closed the request before it was served.",
                     *       "code": "client_closed_request"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "client_closed_request";
                    };
                };
            };
            /** @description An unexpected failure, logged with the request id; nothing was changed. Codes: `internal`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Something went wrong on the server; nothing was changed. Try again.",
                     *       "code": "internal"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "internal";
                    };
                };
            };
            /** @description The database did not answer in time (locked, unreachable, out of connections); logged with the request id. Retry after `Retry-After` seconds. Codes: `unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is not answering. Try again shortly.",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unavailable";
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": {
                     *         "engine": "sqlite",
                     *         "ok": true,
                     *         "ms": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The database does not answer (`unavailable`); retry after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthUnavailable"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text format. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example expert_studio_http_requests_total{route="POST /api/harness/injection",status="200"} 1 */
                    "text/plain": string;
                };
            };
            /** @description No credential, or a key that is wrong, revoked, expired or malformed: one answer for all (`WWW-Authenticate: Bearer`). Codes: `unauthorized`. */
            401: {
                headers: {
                    /** @description Always `Bearer realm="harness"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid service token: send Authorization: Bearer <HARNESS_TOKEN>.",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The user (or the key's owner) is disabled, the key lacks the endpoint's scope, or a personal key names another user; nothing is logged. Codes: `user_disabled`, `forbidden_scope`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User is disabled",
                     *       "code": "user_disabled"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_disabled" | "forbidden_scope";
                    };
                };
            };
            /** @description The key is past its rate (API_KEY_RATE_LIMIT); retry after `Retry-After` seconds. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description An unexpected failure, logged with the request id; nothing was changed. Codes: `internal`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Something went wrong on the server; nothing was changed. Try again.",
                     *       "code": "internal"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "internal";
                    };
                };
            };
        };
    };
    mcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jsonrpc": "2.0",
                 *       "id": 1,
                 *       "method": "tools/list",
                 *       "params": {}
                 *     }
                 */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description A JSON-RPC 2.0 answer: JSON in the current revision, an event stream in the 2025 era. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jsonrpc": "2.0",
                     *       "id": 1,
                     *       "result": {
                     *         "tools": []
                     *       }
                     *     }
                     */
                    "application/json": Record<string, never>;
                    "text/event-stream": string;
                };
            };
            /** @description A notification was accepted; no body. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No credential, or a key that is wrong, revoked, expired or malformed: one answer for all (`WWW-Authenticate: Bearer`). Codes: `unauthorized`. */
            401: {
                headers: {
                    /** @description Always `Bearer realm="harness"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid service token: send Authorization: Bearer <HARNESS_TOKEN>.",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The user (or the key's owner) is disabled, the key lacks the endpoint's scope, or a personal key names another user; nothing is logged. Codes: `user_disabled`, `forbidden_scope`, `personal_key_required`, `forbidden_origin`, `forbidden_host`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User is disabled",
                     *       "code": "user_disabled"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_disabled" | "forbidden_scope" | "personal_key_required" | "forbidden_origin" | "forbidden_host";
                    };
                };
            };
            /** @description The key is past its rate (API_KEY_RATE_LIMIT); retry after `Retry-After` seconds. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description An unexpected failure, logged with the request id; nothing was changed. Codes: `internal`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Something went wrong on the server; nothing was changed. Try again.",
                     *       "code": "internal"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "internal";
                    };
                };
            };
            /** @description The database did not answer in time (locked, unreachable, out of connections); logged with the request id. Retry after `Retry-After` seconds. Codes: `unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is not answering. Try again shortly.",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unavailable";
                    };
                };
            };
        };
    };
    callAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Expert's slug. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jsonrpc": "2.0",
                 *       "id": 1,
                 *       "method": "SendMessage",
                 *       "params": {
                 *         "message": {
                 *           "messageId": "m1",
                 *           "role": "ROLE_USER",
                 *           "parts": [
                 *             {
                 *               "text": "Is clause 4 standard?"
                 *             }
                 *           ],
                 *           "metadata": {
                 *             "from": "sql-analyst"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description A JSON-RPC 2.0 answer: a result (a Task) or a JSON-RPC error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jsonrpc": "2.0",
                     *       "id": 1,
                     *       "result": {
                     *         "task": {
                     *           "id": "d0mic1x3k0001a1b2c3d4e5f6a7b8",
                     *           "contextId": "d0mic1x3k0001a1b2c3d4e5f6a7b8",
                     *           "status": {
                     *             "state": "TASK_STATE_SUBMITTED"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": Record<string, never>;
                };
            };
            /** @description The request is not valid: not JSON, not UTF-8, or a field missing, of the wrong type or past its limit (the sentence names the field and the limit, `field` names it too). For an evaluation run, also a case naming a subagent or Expert that does not exist, or the model judge without a model provider. Nothing is stored. Codes: `invalid_json`, `invalid_body`, `invalid_field`, `field_too_long`, `invalid_encoding`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The request body is not valid JSON.",
                     *       "code": "invalid_json"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_json" | "invalid_body" | "invalid_field" | "field_too_long" | "invalid_encoding";
                    };
                };
            };
            /** @description No credential, or a key that is wrong, revoked, expired or malformed: one answer for all (`WWW-Authenticate: Bearer`). Codes: `unauthorized`. */
            401: {
                headers: {
                    /** @description Always `Bearer realm="harness"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid service token: send Authorization: Bearer <HARNESS_TOKEN>.",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description The user (or the key's owner) is disabled, the key lacks the endpoint's scope, or a personal key names another user; nothing is logged. Codes: `user_disabled`, `forbidden_scope`, `key_user_mismatch`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User is disabled",
                     *       "code": "user_disabled"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_disabled" | "forbidden_scope" | "key_user_mismatch";
                    };
                };
            };
            /** @description The user does not exist (checked first), or the Expert does not exist or the user may not use it: one sentence for both, never revealing which. Codes: `user_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "User not found",
                     *       "code": "user_not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "user_not_found";
                    };
                };
            };
            /** @description The body is over 1 MB; answered without reading the rest. Codes: `body_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body too large (limit 1 MB)",
                     *       "code": "body_too_large"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "body_too_large";
                    };
                };
            };
            /** @description The body is not sent as JSON (`Content-Type: application/json`). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Send the request body as JSON, with Content-Type: application/json.",
                     *       "code": "unsupported_media_type"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key is past its rate (API_KEY_RATE_LIMIT); retry after `Retry-After` seconds. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description The client closed the connection before its turn came: nothing was done and nothing logged. The client never reads this answer; it is documented for logs and proxies. Codes: `client_closed_request`. */
            499: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The client closed the request before it was served.",
                     *       "code": "client_closed_request"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "client_closed_request";
                    };
                };
            };
            /** @description An unexpected failure, logged with the request id; nothing was changed. Codes: `internal`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Something went wrong on the server; nothing was changed. Try again.",
                     *       "code": "internal"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "internal";
                    };
                };
            };
            /** @description The database did not answer in time (locked, unreachable, out of connections); logged with the request id. Retry after `Retry-After` seconds. Codes: `unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is not answering. Try again shortly.",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unavailable";
                    };
                };
            };
        };
    };
    getAgentCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Expert's slug. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Agent Card (A2A 1.0, proto JSON). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Contract Review",
                     *       "description": "Reviews contracts clause by clause.",
                     *       "version": "3",
                     *       "supportedInterfaces": [
                     *         {
                     *           "url": "https://studio.example/api/a2a/contract-review",
                     *           "protocolBinding": "JSONRPC",
                     *           "protocolVersion": "1.0"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": Record<string, never>;
                };
            };
            /** @description The card has not changed since the ETag sent in If-None-Match; no body. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The user does not exist (checked first), or the Expert does not exist or the user may not use it: one sentence for both, never revealing which. Codes: `expert_not_found_or_denied`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Expert not found or access denied",
                     *       "code": "expert_not_found_or_denied"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "expert_not_found_or_denied";
                    };
                };
            };
            /** @description An unexpected failure, logged with the request id; nothing was changed. Codes: `internal`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Something went wrong on the server; nothing was changed. Try again.",
                     *       "code": "internal"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "internal";
                    };
                };
            };
            /** @description The database did not answer in time (locked, unreachable, out of connections); logged with the request id. Retry after `Retry-After` seconds. Codes: `unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The database is not answering. Try again shortly.",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {unknown} */
                        code?: "unavailable";
                    };
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0"
                     *     }
                     */
                    "application/json": Record<string, never>;
                };
            };
        };
    };
}
