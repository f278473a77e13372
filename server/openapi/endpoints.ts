// Every public endpoint of the API, gathered from each domain's description next to its routes
// (server/<domain>/<domain>.openapi.ts, built with endpoint-kit.ts): GET /api/openapi.json is built from this table
// (openapi-document.ts), and tests/api/openapi.test.ts calls every entry with its example.
import {
  accountDataEndpoints,
  accountEndpoints,
  accountProfileEndpoints,
} from "../account/account.openapi.ts";
import { passkeyEndpoints } from "../account/passkeys.openapi.ts";
import { authEndpoints } from "../auth/auth.openapi.ts";
import { replyEndpoints } from "../conversations/replies.openapi.ts";
import { inboundStaffEndpoints } from "../conversations/inbound-staff.openapi.ts";
import { applicationFileEndpoints } from "../careers/application-files.openapi.ts";
import { pipelineEndpoints } from "../pipeline/pipeline.openapi.ts";
import { teamEndpoints } from "../team/team.openapi.ts";
import { inboxViewEndpoints } from "../inbox/inbox.openapi.ts";
import { staffEndpoints } from "../staff/staff.openapi.ts";
import type { Endpoint } from "./endpoint-kit.ts";
import { analyticsEndpoints } from "../analytics/analytics.openapi.ts";

export {
  responseHeaders,
  responseSchemas,
  sharedAnswers,
  tags,
  type Answer,
  type Endpoint,
  type Schema,
} from "./endpoint-kit.ts";

export const endpoints: readonly Endpoint[] = [
  ...authEndpoints,
  ...accountEndpoints,
  ...accountDataEndpoints,
  ...accountProfileEndpoints,
  ...passkeyEndpoints,
  ...staffEndpoints,
  ...replyEndpoints,
  ...inboundStaffEndpoints,
  ...applicationFileEndpoints,
  ...pipelineEndpoints,
  ...teamEndpoints,
  ...inboxViewEndpoints,
  ...analyticsEndpoints,
];
