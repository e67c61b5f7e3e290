import Form from "next/form";
import { PLUGINS } from "@/lib/domain/catalog";
import { QueryInput } from "./query-input";

/** A GET form that Next navigates in place: the results change without reloading the page. */
export function MarketplaceSearchForm({ query, plugin }: { query: string; plugin: string }) {
  return (
    <Form action="/marketplace" role="search" className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor="q" className="sr-only">
          Search Experts
        </label>
        <QueryInput query={query} />
      </div>
      <div>
        <label htmlFor="plugin" className="sr-only">
          Plugin
        </label>
        <select
          id="plugin"
          name="plugin"
          defaultValue={plugin}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">Any plugin</option>
          {PLUGINS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <button className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm">Search</button>
    </Form>
  );
}
