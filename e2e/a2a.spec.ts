import { TaskState, type Task } from "@a2a-js/sdk";
import {
  ClientFactory,
  ClientFactoryOptions,
  DefaultAgentCardResolver,
  JsonRpcTransportFactory,
} from "@a2a-js/sdk/client";
import { expect, test } from "@playwright/test";
import { E2E_HARNESS_TOKEN } from "../playwright.config";
import { a2aMessage } from "../tests/support/a2a-message";

// rules §13 over real HTTP: the official A2A client resolves a card from the built server and sends a
// message; both answers come from server.ts's lean path, as every machine endpoint's do.
test("an A2A client resolves an Expert's card, sends a message as a runtime, and reads the Task back", async ({
  baseURL,
}) => {
  const served: string[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set("authorization", `Bearer ${E2E_HARNESS_TOKEN}`);
    const response = await fetch(new Request(request, { headers }));
    served.push(`${new URL(request.url).pathname} ${response.headers.get("x-served-by")}`);
    return response;
  };
  const factory = new ClientFactory(
    ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
      transports: [new JsonRpcTransportFactory({ fetchImpl })],
      cardResolver: new DefaultAgentCardResolver({ fetchImpl }),
    }),
  );
  const client = await factory.createFromUrl(`${baseURL}/api/a2a/contract-review/`);
  const card = await client.getAgentCard();
  expect(card.supportedInterfaces[0]?.url).toBe(`${baseURL}/api/a2a/contract-review`);

  const message = a2aMessage("Check clause 4 of the attached contract.", {
    from: "sql-analyst",
    user: "bob@example.com",
  });
  const sent = (await client.sendMessage({
    tenant: "",
    message,
    configuration: undefined,
    metadata: undefined,
  })) as Task;
  expect(sent.status?.state).toBe(TaskState.TASK_STATE_SUBMITTED);
  const read = await client.getTask({ tenant: "", id: sent.id });
  expect(read.id).toBe(sent.id);
  expect(served.length).toBeGreaterThanOrEqual(3);
  expect(
    served.every((line) => line.endsWith(" lean")),
    served.join("\n"),
  ).toBe(true);
});
