import type { ActionResult } from "@/lib/server/action";
import type { CreatedKey } from "@/lib/server/api-keys/manage";
import type { NewKeyFields } from "@/lib/domain/api-key-input";

// The pages hand their own actions to the shared components: Settings' act on the viewer's
// personal keys, Admin's on runtime keys and on anyone's.
export type CreateKeyResult = ActionResult<{ message: string; created: CreatedKey }>;
export type CreateKeyAction = (input: NewKeyFields) => Promise<CreateKeyResult>;
export type RevokeKeyResult = ActionResult<{ message: string }>;
export type RevokeKeyAction = (input: { keyId: string }) => Promise<RevokeKeyResult>;
