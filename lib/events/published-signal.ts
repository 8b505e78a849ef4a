// Wakes this process's webhook dispatcher when a change published events, so a delivery need not wait for
// its next poll. The signal may come before the commit: the dispatcher looks again shortly after.
type Listener = () => void;
// On globalThis: Next bundles route handlers and instrumentation.ts (where the dispatcher starts) apart, and a
// module-level set would be one per bundle, so a route's signal would never reach the dispatcher.
const holder = globalThis as unknown as { loyaltyPublishedListeners?: Set<Listener> };
const listeners = (holder.loyaltyPublishedListeners ??= new Set<Listener>());

export function onPublished(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalPublished(): void {
  for (const listener of listeners) listener();
}
