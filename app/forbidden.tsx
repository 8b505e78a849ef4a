import Link from "next/link";

export default function Forbidden() {
  return (
    <main className="login panel">
      <h1>Access denied</h1>
      <p>Your access groups do not include this part of the console. Ask an administrator if you need it.</p>
      <Link href="/">Back to the console</Link>
    </main>
  );
}
