import Form from "next/form";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
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
        <Select inline id="plugin" name="plugin" defaultValue={plugin}>
          <option value="">Any plugin</option>
          {PLUGINS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit">Search</Button>
    </Form>
  );
}
