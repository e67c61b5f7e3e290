import Link from "next/link";

export default function NotFound() {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-slate-600">There is nothing here, or you do not have access to it.</p>
      <Link href="/" className="text-indigo-700 underline">
        Go to the home page
      </Link>
    </div>
  );
}
