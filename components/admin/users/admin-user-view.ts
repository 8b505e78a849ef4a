import type { AccessGroup } from "@/lib/auth/access-groups.ts";
import type { UserStatus } from "@/lib/admin/users/schemas.ts";

// Client-safe: a user as GET /v2/admin/users renders it (lib/admin/users/user-view.ts).
export interface AdminUserView {
  id: number;
  username: string;
  displayName: string;
  accessGroups: AccessGroup[];
  status: UserStatus;
  mustChangePassword: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}
