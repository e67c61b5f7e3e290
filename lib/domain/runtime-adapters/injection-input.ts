/**
 * What an adapter reads of an injection: the fields the harness API answers with (rules §6), so a
 * runtime can feed it the API's JSON as well as the Studio its own injection.
 */
export type AdapterInjection = {
  expert: { slug: string; name: string };
  subagents: readonly {
    name: string;
    description: string;
    system_prompt: string;
    tools: readonly string[];
    model: string;
    source: string;
  }[];
  builtins: readonly { name: string; enabled: boolean }[];
  /** The main agent's tool surface. */
  tools: readonly { name: string }[];
  prompt: string;
};
