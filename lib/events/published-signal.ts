// Wakes this process's webhook dispatcher when a change published events, so a delivery need not wait for
// its next poll. The signal may come before the commit: the dispatcher looks again shortly after.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onPublished(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalPublished(): void {
  for (const listener of listeners) listener();
}
