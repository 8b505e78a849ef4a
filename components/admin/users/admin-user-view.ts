// A user as GET /v2/admin/users renders it; a type-only import, so no server code reaches the client.
export type { AdminUser as AdminUserView } from "@/lib/admin/users/user-view.ts";
