import { describe, expect, test } from "vitest";
import { emptySpec, readSpecForm, replaceSpecTool, writeSpecField } from "./spec-form";

describe("spec form", () => {
  test("reads the five fields and keeps unknown keys when writing", () => {
    const raw = JSON.stringify({
      name: "a",
      description: "d",
      system_prompt: "p",
      tools: ["read", 3],
      model: "gpt-5",
      color: "red",
    });
    expect(readSpecForm(raw)).toEqual({
      name: "a",
      description: "d",
      system_prompt: "p",
      tools: ["read", "3"],
      model: "gpt-5",
    });
    const next = JSON.parse(writeSpecField(raw, "name", "b"));
    expect(next).toMatchObject({ name: "b", color: "red", tools: ["read", 3] });
    expect(JSON.parse(writeSpecField(raw, "model", ""))).not.toHaveProperty("model");
  });

  test.each(["{ not json", "[1]", "null", '"text"'])("%s has no form view", (raw) => {
    expect(readSpecForm(raw)).toBeNull();
  });

  test("a new spec starts with empty fields and no tools", () => {
    expect(readSpecForm(emptySpec())).toEqual({ name: "", description: "", system_prompt: "", tools: [], model: "" });
  });
});

describe("replaceSpecTool", () => {
  const raw = JSON.stringify({ name: "a", tools: ["read_file", "grep"], color: "red" });
  test("replaces the entry with the suggestion and keeps other keys", () => {
    expect(JSON.parse(replaceSpecTool(raw, "read_file", "read")!)).toEqual({
      name: "a",
      tools: ["read", "grep"],
      color: "red",
    });
  });
  test("drops the entry when the suggestion is already granted", () => {
    expect(JSON.parse(replaceSpecTool(raw, "read_file", "grep")!).tools).toEqual(["grep"]);
  });
  test.each([
    [raw, "nope"],
    ["{ broken", "read_file"],
    ['{"tools": "read_file"}', "read_file"],
  ])("%s has no %s entry to fix", (text, from) => {
    expect(replaceSpecTool(text, from, "read")).toBeNull();
  });
});
