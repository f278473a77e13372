import { mailEnv, type SmtpSink } from "./smtp-sink.ts";
import { verifiedStaff, type StaffMember } from "./staff-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/**
 * For tests of what is emailed about the forms and what staff see of it: starts the sink, then a test server whose
 * email goes to it, and signs in a verified staff member. Registration is not limited per address, as these tests
 * register many accounts from one. Close with closeStaffMailServer.
 */
export async function startStaffMailServer(
  sink: SmtpSink,
  env: Record<string, string> = {},
): Promise<{ server: TestServer; staff: StaffMember }> {
  await sink.start(0);
  const server = await startTestServer({ ...env, ...mailEnv(sink), AUTH_REGISTER_MAX_PER_IP: "1000" });
  return { server, staff: await verifiedStaff(server, "staff") };
}

export async function closeStaffMailServer(server: TestServer | undefined, sink: SmtpSink): Promise<void> {
  await server?.close();
  await sink.stop();
}
