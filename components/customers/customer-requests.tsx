import Link from "next/link";

interface Row {
  id: number;
  type: string;
  baseType: string;
  status: string;
  createdAt: string;
  role: "customer" | "victim" | "survivor";
}

const ROLE_WORDS = { customer: "Customer", victim: "Victim (removed)", survivor: "Survivor (kept)" } as const;

/** createdAt is already rendered in the server time zone. */
export function CustomerRequests({ requests }: { requests: Row[] }) {
  if (requests.length === 0) return <p className="muted">No requests concern this customer.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Request</th>
          <th scope="col">Type</th>
          <th scope="col">Status</th>
          <th scope="col">Role of the customer</th>
          <th scope="col">Added on</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <tr key={request.id}>
            <td>
              <Link href={`/requests/${request.id}`}>#{request.id}</Link>
            </td>
            <td>
              {request.type} / {request.baseType}
            </td>
            <td>{request.status}</td>
            <td>{ROLE_WORDS[request.role]}</td>
            <td>{request.createdAt}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
